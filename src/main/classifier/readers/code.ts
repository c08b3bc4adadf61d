// Program code (python -c, node -e, ruby -e, perl -e, php -r, deno eval, SDK
// snippets in Python, JavaScript, Go, Ruby, Java, C#, a Rails console, a
// Mongo shell): every call is read as an operation by its name and receiver
// (shutil.rmtree, fs.rmSync, FileUtils.rm_rf, boto3 delete_table,
// `new DeleteTableCommand`, stripe.Refund.create, record.delete), loops make
// it bulk, unfiltered listings make it "every", string literals holding SQL
// or shell commands are read as such, and comments give context.
import { onlyHardens, switchesOf } from '../rules/switches';
import { DB_NAMED, DB_SERVICE, INSTANCE_WORD, signedLinks } from './sdk20';
import { pagesOnCall } from './sdk21';
import { loopListing25, SDK25_GATE, sdk25Act } from './sdk25';
import { boundListing26, LIVE_KEY26, roleGrant26, SDK26_GATE, sdk26Act, TEST_KEY26 } from './sdk26';
import { AD_PLATFORM22, adBudgetUsd22, domainLockOff22, mailingAudience, PEOPLE_NAMED22, remoteConfigPublished22, storeReleaseLive22 } from './sdk22';
import { namesOnlyOver18 } from '../text/named';
import { detectEnv, pathKind } from '../context';
import { f, ladder, type Env, type Finding, readSecret, snippet, unplacedRun, withChange } from '../findings';
import { ADMIN_PRINCIPAL, HUGE_USD, judge, LARGE_USD, M, type Act, type Obj } from '../meaning';
import { deletionFinding, registryChange } from '../rules/shell';
import { analyzeMongo } from '../rules/data';
import { drivesUi26, uiLabel26 } from './gui26';
import type { Ctx } from '../rules/types';
import { decodeBase64 } from '../text/codec';
import { forWords } from '../text/normalize';
import { looseArgs, skipString, strings } from '../text/loose';
import { adminCredential, bankDetailsWritten, batchBodyOp, makesFree, outsiderAdded, PAYEE_RECORD, silenceNarrow, wholeSuspended } from './api19';
import { apiObj, apiVerb, argData, EVENTLOG_CLEAR, MASS_MESSAGE, MONITOR_WORDS, MUTE_WORDS, personalDataMailedOut, pipelineAct, PLUMBING, SAID_SECRET, targetEnv } from './api';
import { readFileChange } from './files';
import { readHttp } from './http';
import { readProse } from './prose';
import { readOp, splitName } from './words';
import { isProgram } from '../programs';
import { LISP_FORM, lispAsCalls } from './lisp';
import { bindConstants, bindPathLiterals, inlineHelpers, neutralizeAsserted, unrollCommandLoops } from './inline';
import { HCL_BLOCK_HEAD } from '../frames';
import { queriedDataSent } from './leaving20';
import { KEY_FILE, PERSONAL_SYNC_FOLDER } from './commands';
import { mentionsPersonalData } from '../text/personal';
import { ENQUEUE_CALL, enqueuedJobs, JOB_ASSERTED, JOB_GATE, QUEUE_RECEIVER } from './jobs';
import { normaliseConsole26, onlyPlainColumns26, readConsole26 } from './interp26';
/** lead20: calls whose receiver or name is a protection (a second factor, MFA, encryption, an audit or firewall policy). */
/** (lead22) A wallet address written out: Bitcoin (bc1…, 1…/3…), Ethereum-style 0x…, or an IBAN. */
const WALLET_ADDRESS_L22 = /["'](?:bc1[a-z0-9]{8,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[0-9a-fA-F]{40}|[A-Z]{2}\d{2}[A-Z0-9]{11,30})["']/;
const PROTECTION_CALL_L20 = /factor|mfa|2fa|guardian|protection|encrypt|audit|firewall|waf|retention|backup|lockout/i;

const NOISE = /^(?:print|println|printf|console|log|info|debug|warn|error|len|str|int|float|bool|range|require|import|include|format|f|json|dumps|loads|parse|stringify|filter|reduce|join|split|keys|values|items|append|push|pop|get|set|then|catch|resolve|reject|await|async|function|lambda|def|return|if|for|while|with|as|sorted|list|dict|tuple|open|close|read|write|sum|min|max|abs|round|isinstance|type|hasattr|getattr|setattr|super|self|this|new|Object|Array|String|Number|Boolean|Promise|Date|Math|JSON|Error|assert|expect|describe|it|test|fmt|Sprintf|Println|Printf|puts|p|pp|send|table|show|collect|count|first|last|where|order|limit|select|equal|Equal|String|Value|ctx|context|Context|TODO|uuid|now)$/;

/** Calls in code: name, receiver chain, argument text. */
interface Call {
  name: string;
  receiver: string;
  args: string;
  at: number;
  /** The receiver with its call arguments: open('/etc/x', 'w'). */
  rawRecv: string;
}

/** Where the string literals of code lie: calls written inside them are text, not calls. */
function stringSpans(code: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < code.length && spans.length < 400; i++) {
    const c = code[i];
    if (c !== '"' && c !== "'" && c !== '`') continue;
    // Skip apostrophes inside words (Python/JS code rarely has them; prose comments do).
    if (c === "'" && /\w/.test(code[i - 1] ?? '') && /\w/.test(code[i + 1] ?? '')) continue;
    const end = skipString(code, i);
    spans.push([i, end]);
    i = end;
  }
  return spans;
}

/** cls-over15: a mail transport or setting under which a send delivers to no one. */
const MAIL_NOWHERE = /\b(?:jsonTransport|streamTransport)\s*:\s*true\b|\bsandboxMode\s*:\s*\{\s*enable\s*:\s*true\b|\bsandbox_mode\b[^\n]{0,40}\benable\b[^\n]{0,10}\bTrue\b|\bcreateTestAccount\s*\(|\bsmtp\.ethereal\.email\b/i;
/** cls-over15: a class name that says it is a test's stand-in (InMemoryOrderRepo, FakeDb, StubClient, DummyStore). */
const FAKE_CLASS_GATE = /\b(?:InMemory|Fake|Stub|Dummy)[A-Z]\w*/;
const FAKE_BOUND = /(?:^|[\s;(,])([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>.]+\s*)?=\s*(?:new\s+)?(?:InMemory|Fake|Stub|Dummy)[A-Z]\w*\s*(?:[({<;\n]|$)/gm;
/** Variables (and objects given a double as a method) that hold test doubles in this snippet. */
function testDoubles(text: string): Set<string> {
  const out = new Set<string>();
  // cls-over15: an in-memory or fake implementation built for a test (val repo = new InMemoryOrderRepo, const db = new
  // FakeDb(), repo = FakeRepo()): what it holds lives in the process.
  if (FAKE_CLASS_GATE.test(text)) for (const g of text.matchAll(FAKE_BOUND)) out.add(g[1] as string);
  if (!/\b(?:jest\.fn|vi\.fn|sinon\.|Mock\b|MagicMock|AsyncMock|mock\w*\s*[<(]|mockk|Substitute\.For|spyOn)/.test(text)) return out;
  // (cls-code14) A method replaced with a fake implementation (jest.spyOn(fs, "rmSync").mockImplementation(…), vi.spyOn(…)
  // .mockReturnValue(…), sinon.stub(fs, "rmSync")): calls on that object reach the fake.
  for (const g of text.matchAll(/\b(?:(?:jest|vi)\.spyOn\(\s*([A-Za-z_$][\w$]*)\s*,\s*["'`]\w+["'`]\s*\)\s*\.\s*mock(?:Implementation|ReturnValue|ResolvedValue|RejectedValue)\w*|sinon\.stub\(\s*([A-Za-z_$][\w$]*)\s*,\s*["'`]\w+["'`]\s*\))/g)) out.add((g[1] ?? g[2]) as string);
  for (const g of text.matchAll(/([A-Za-z_$][\w$]*)(?:\.[\w$]+)?\s*=\s*(?:jest\.fn|vi\.fn|sinon\.(?:stub|mock|fake|spy)|new\s+Mock\s*<|(?:Magic|Async)?Mock\s*\(|mock(?:Deep|ed|Client)?\s*[<(]|mockk\s*<|createMock\s*<|Substitute\.For\s*<)/g)) out.add(g[1] as string);
  // An object literal holding a double ({ deleteBucket: del }) is a double.
  // (cls-over15: and one whose members are doubles made in place: const repo = { delete: vi.fn() }.)
  for (const g of text.matchAll(/([A-Za-z_$][\w$]*)\s*=\s*\{([^{}]{0,300})\}/g)) if ([...(g[2] as string).matchAll(/:\s*([A-Za-z_$][\w$]*)/g)].some((v) => out.has(v[1] as string)) || /:\s*(?:jest\.fn|vi\.fn|sinon\.(?:stub|spy|fake))\s*\(/.test(g[2] as string)) out.add(g[1] as string);
  // A method replaced by a double (s3.send = mockSend): the object is a double.
  for (const g of text.matchAll(/([A-Za-z_$][\w$]*)\.[\w$]+\s*=\s*([A-Za-z_$][\w$]*)\s*[;\n]/g)) if (out.has(g[2] as string)) out.add(g[1] as string);
  return out;
}

// (cls-sdk20) A receiver may index by a string literal (C# graphClient.Users["id"].Authentication…, Python db["orders"].x).
const FLAT_CALL = /(?:\bnew\s+)?(?<![\w$])((?:[A-Za-z_$][\w$]*\s*(?:\([^()]{0,200}\))?(?:\[\s*["'][^"'[\]\n]{1,100}["']\s*\]){0,3}\s*\.\s*){0,6})([A-Za-z_$][\w$]*[!?]?)\s*(?:\(|\{(?=\s*[A-Z]\w*\s*:))/g;
const NESTED_CALL = /(?:\bnew\s+)?(?<![\w$])((?:[A-Za-z_$][\w$]*\s*(?:\((?:[^()]|\([^()]{0,100}\)){0,200}\))?(?:\[\s*["'][^"'[\]\n]{1,100}["']\s*\]){0,3}\s*\.\s*){0,6})([A-Za-z_$][\w$]*[!?]?)\s*(?:\(|\{(?=\s*[A-Z]\w*\s*:))/g;

// (Both start a call only where a name starts: tried inside a long run of name characters, the pattern would
// scan the rest of the run again from every position, quadratic in its length.)
const DEFINITION_BEFORE = /\b(?:def|function\*?|fn|func|fun|sub|proc|defp?|defn-?|static\s+\w+|void|async\s+def|class)\s+$/; // (cls-code19: a Python class head, class PurgeTests(TestCase):, is no call)

export function calls(code: string): Call[] {
  const out: Call[] = [];
  const spans = stringSpans(code);
  const inString = (at: number) => spans.some(([a, b]) => at > a && at < b);
  // Ruby's bang and predicate methods (update!, destroy!) are calls too.
  // (A receiver's own arguments may hold one level of calls: Mail.to(User.all()).send(…), Bucket(name()).delete().)
  // (The nested form costs more, so it is used only when a call sits inside another call's parentheses.)
  const re = /\([^()]*\([^()]*\)[^()]*\)\s*\./.test(code) || /\([^()]{0,200}\([^()]{0,100}\)\s*\.\s*\w+\s*\([^()]{0,100}\)[^()]{0,200}\)\s*\./.test(code) ? NESTED_CALL : FLAT_CALL; // (cls-sdk22: an accessor chain in one argument, .snapshot_id(s.snapshot_id().unwrap()).send())
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  // (Every call the pattern finds opens with "(" or "{"; a text with neither has none.)
  const opens = code.includes('(') || code.includes('{');
  while (opens && (m = re.exec(code)) && guard++ < 400) {
    const name = m[2] as string;
    if (NOISE.test(name) && !(m[1] as string).trim()) continue;
    if (inString(m.index)) continue;
    // A call written in a comment line (# TODO: shutil.rmtree(…) once migrated, // later: db.drop()) is never made.
    if (/^[ \t]*(?:#(?![!{[])|\/\/)/.test(code.slice(code.lastIndexOf('\n', m.index) + 1, m.index))) continue;
    // A function defined (def nightly():, function wipe(), fn main(), func run(), sub purge {): its name is no call;
    // what its body does is read call by call.
    if (!(m[1] as string).trim() && DEFINITION_BEFORE.test(code.slice(Math.max(0, m.index - 16), m.index))) continue;
    const open = m.index + m[0].length - 1;
    let depth = 0;
    let end = open;
    for (let i = open; i < code.length && i < open + 4000; i++) {
      const c = code[i];
      if (c === '(' || c === '{' || c === '[') depth++;
      else if (c === ')' || c === '}' || c === ']') {
        depth--;
        if (depth === 0) {
          end = i;
          break;
        }
      } else if (c === '"' || c === "'" || c === '`') {
        const q = c;
        i++;
        while (i < code.length && code[i] !== q) {
          if (code[i] === '\\') i++;
          i++;
        }
      }
    }
    out.push({ name: name.replace(/[!?]$/, ''), receiver: (m[1] as string).replace(/\([^()]*\)/g, '').replace(/\s/g, ''), args: code.slice(open + 1, end), at: m.index, rawRecv: m[1] as string });
  }
  // Calls inside a receiver's own arguments (Promise.resolve(fs.rmSync(d)).then(…)) are calls too.
  for (const c of [...out]) {
    if (!/\([^()]*\(/.test(c.rawRecv)) continue;
    for (const g of c.rawRecv.matchAll(/\(((?:[^()]|\([^()]*\))*)\)/g)) {
      if (!(g[1] as string).includes('(')) continue;
      const base = c.at + (g.index as number) + 1;
      for (const x of calls(g[1] as string)) out.push({ ...x, at: base + x.at });
    }
  }
  // A trailing lambda is the argument list of a call with a receiver (Kotlin Exposed's Orders.deleteWhere { … },
  // Swift's items.removeAll { … }, Groovy's list.removeAll { … }): the condition narrows what it deletes or changes.
  if (code.includes('{')) {
    const lam = /((?:[A-Za-z_$][\w$]*\s*(?:\([^()]{0,200}\))?\s*\.\s*){1,6})((?:delete|remove|destroy|update|purge|drop|truncate)\w*)\s*\{/gi;
    let g: RegExpExecArray | null;
    let n = 0;
    while ((g = lam.exec(code)) && n++ < 50) {
      if (inString(g.index) || out.some((c) => c.at === g!.index)) continue;
      const open = g.index + g[0].length - 1;
      const close = code.indexOf('}', open);
      out.push({ name: g[2] as string, receiver: (g[1] as string).replace(/\([^()]*\)/g, '').replace(/\s/g, ''), args: code.slice(open + 1, close < 0 ? open + 200 : close), at: g.index, rawRecv: g[1] as string });
    }
  }
  // (cls-code18) ent's delete builder inside a chain (client.User.Delete().Where(…).Exec(ctx)) is the delete, judged by its Where.
  for (const c of [...out]) {
    const g = c.rawRecv.includes('Delete') ? /\bclient\s*\.\s*([A-Z]\w*)\s*\.\s*Delete\(\s*\)\s*\./.exec(c.rawRecv) : null;
    if (g && !out.some((x) => x.name === 'Delete' && x.at === c.at + g.index)) out.push({ name: 'Delete', receiver: `client.${g[1] as string}.`, args: '', at: c.at + g.index, rawRecv: `client.${g[1] as string}.` });
  }
  // A call inside a chain is a call too: drive.permissions().create(…).execute() creates the permission.
  // (cls-code19: two plumbing steps in a row, admin.deleteTopics(…).all().get(), reach the operation too.)
  const chained = [...out];
  for (let wi = 0; wi < chained.length && wi < 600; wi++) {
    const c = chained[wi] as Call;
    // (An argument may hold one call of its own: setRefSpecs(new RefSpec("main:main")).)
    // (cls-sdk22: a property between them, sttp's basicRequest.delete(uri"…").auth.bearer(token), is the dressing's namespace.)
    const inner = /([A-Za-z_$][\w$]*[!?]?)\s*\(((?:[^()]|\([^()]{0,100}\)){0,200})\)\s*(?:\.\s*(?:auth|headers?)\s*)?\.\s*$/.exec(c.rawRecv);
    if (!inner || !(PLUMBING_TAIL.test(c.name) || REQUEST_DRESSING.test(c.name))) continue;
    const prefix = c.rawRecv.slice(0, inner.index);
    const innerCall = { name: (inner[1] as string).replace(/[!?]$/, ''), receiver: prefix.replace(/\([^()]*\)/g, '').replace(/\s/g, ''), args: inner[2] as string, at: c.at, rawRecv: prefix };
    out.push(innerCall);
    if ((PLUMBING_TAIL.test(innerCall.name) || REQUEST_DRESSING.test(innerCall.name)) && chained.length < 600) chained.push(innerCall);
    // A fluent builder (Rust/Kotlin/Java SDKs: client.delete_table().table_name("t").send()): the setters before the
    // send are the arguments of the operation that opens the chain. (cls-sdk22: a setter's value may be a short accessor
    // chain, .snapshot_id(snap.snapshot_id().unwrap()), as in a loop over a listing.)
    const setters: string[] = [`${inner[1] as string}=${(inner[2] as string).trim()}`];
    let rest = prefix;
    for (let k = 0; k < 6 && /^\s*(?:["'`][^"'`]*["'`]|[\w.:]+|new\s+[\w.]+\([^()]*\)|[&*]?[\w:]+(?:\([^()]{0,100}\))?(?:\s*\.\s*\w+(?:\([^()]{0,100}\))?\??){1,4})?\s*$/.test(setters[setters.length - 1]!.slice(setters[setters.length - 1]!.indexOf('=') + 1)); k++) {
      const prev = /([A-Za-z_$][\w$]*)\s*\(((?:[^()]|\([^()]{0,100}\)){0,200})\)\s*\.\s*$/.exec(rest);
      if (!prev) break;
      const before = rest.slice(0, prev.index);
      const v = apiVerb(splitName(prev[1] as string));
      if (v && v !== 'click' && (prev[2] as string).trim() === '') {
        out.push({ name: prev[1] as string, receiver: before.replace(/\([^()]*\)/g, '').replace(/\s/g, ''), args: setters.reverse().join(', '), at: c.at, rawRecv: before });
        break;
      }
      setters.push(`${prev[1] as string}=${(prev[2] as string).trim()}`);
      rest = before;
    }
  }
  // Ruby calls without parentheses at the end of a chain: User.find(7).destroy, Order.where(…).delete_all.
  PARENLESS.lastIndex = 0;
  guard = 0;
  const parenless = PARENLESS_NAME.test(code);
  while (parenless && (m = PARENLESS.exec(code)) && guard++ < 100) {
    if (inString(m.index)) continue;
    out.push({ name: (m[2] as string).replace(/[!?]$/, ''), receiver: (m[1] as string).replace(/\([^()]*\)/g, '').replace(/\s/g, ''), args: '', at: m.index, rawRecv: m[1] as string });
  }
  return bindReceivers(code, out);
}

/** (cls-sdk20) A request builder's dressing after the request (reqwest .bearer_auth(&t).header(…).send(), ktor/OkHttp
 * headers, superagent .set(…)): it authenticates or shapes the request; the call before it is the request. */
const REQUEST_DRESSING = /^(?:set|header|headers|bearer|basic|bearer_auth|basic_auth|bearerAuth|basicAuth|with_header|withHeader|withHeaders|withToken|setHeader|set_header|timeout|accept|contentType|content_type|userAgent|user_agent|retry|version|query)$/;
/** Calls that end a chain without acting themselves: the call before them is the operation. */
const PLUMBING_TAIL = /^(?:Do|unwrap|expect|unwrap_or_default|context|execute|promise|result|then|wait|get|send|call|run|auto_?paging_?iter|autoPagingEach|autoPagingToArray|all|to_a|toArray|exec|json|text|data|body|first|one|read|readlines|readline|communicate|decode|strip|rstrip|splitlines|close|toString|trim|wait_for|Run|Output|CombinedOutput|Start|start|status|output|spawn|waitFor|Err|Val|Result|join|block|blockingGet|sync|await|Exec|ExecX)$/;

/** What every PARENLESS match holds: a dot, then the start of one of its method names (a cheap search before the slow one; a name added there is added here too). */
const PARENLESS_NAME = /\.\s*(?:destroy|delete|update_all|really_destroy|purge|truncate|discard|void|cancel|close|archive|refund|drop|flush)/;
const PARENLESS = /((?:[A-Za-z_$][\w$]*\s*(?:\((?:[^()]|\([^()]*\)){0,200}\))?\s*\.\s*){1,6})(destroy_all|delete_all|update_all|destroy!?|delete!?|really_destroy!?|purge!?|truncate!?|discard!?|void!?|cancel!?|close!?|archive!?|refund!?|drop!?|flushall|flushdb|flush_all|flush_db)(?![\w(!?])/g;

/** A variable bound to a resource (b = s3.Bucket('acme-prod-uploads'); t = dynamodb.Table('orders')): calls on it act on that resource. */
const BINDING = /\b([a-z_]\w*)\s*=\s*(?:await\s+)?(?:new\s+)?((?:[\w$]+(?:\([^()]{0,200}\))?\.){0,4}[A-Z]\w*\s*\(\s*(?:["'][^"'\n]{0,200}["'])?[^()\n]{0,200}\))/g;

function bindReceivers(code: string, list: Call[]): Call[] {
  if (!/=/.test(code)) return list;
  const binds = new Map<string, string>();
  BINDING.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = BINDING.exec(code)) && guard++ < 50) binds.set(m[1] as string, m[2] as string);
  if (binds.size === 0) return list;
  return list.map((c) => {
    const first = /^([a-z_]\w*)\s*\./.exec(c.rawRecv.trim());
    const bound = first ? binds.get(first[1] as string) : undefined;
    if (!bound) return c;
    const rawRecv = `${bound}${c.rawRecv.trim().slice((first as RegExpExecArray)[1]!.length)}`;
    return { ...c, rawRecv, receiver: rawRecv.replace(/\([^()]*\)/g, '').replace(/\([^()]*\)/g, '').replace(/\s/g, '') };
  });
}

const NEEDLE_BEFORE = /(?:\b(?:includes|contains|search|match|matches|find|indexOf|index|startswith|endswith|startsWith|endsWith|count|grep|compile|findall|finditer|fullmatch|split|replace|sub|test|has|in)\s*\(\s*|[=!]==?\s*|\bin\s+)$/;
const NEEDLE_AFTER = /^\s*(?:in\b|not\s+in\b|[=!]==?|\.(?:test|match|search)\b)/;
const WRITE_CALL = /^(?:writeAsStringSync|writeAsString|writeAsBytesSync|writeAsBytes|writeTextFileSync|writeTextFile|writeFileSync|writeFile|appendFileSync|appendFile|write_text|write_bytes|file_put_contents|WriteAllText|WriteAllBytes|AppendAllText|WriteFile|write|outputFileSync|outputFile)$/;
const COMMENT = /(?:^|\s)(?:#(?![{![])|\/\/|--\s)([^\n]*)/g;
const STRING = /"((?:[^"\\\n]|\\.){0,2000})"|'((?:[^'\\\n]|\\.){0,2000})'|`([^`]{0,2000})`/g;
// Cypher given to a graph driver (session.run('MATCH (n) DETACH DELETE n')) is read by the same statement reader.
// Also procedure calls and session settings (EXEC sp_…, CALL …, SET GLOBAL …) and procedural blocks, as a database client sends them.
/** cls-api17: a button's or a menu's label: two to five Title Case words, nothing of a statement's syntax. */
const UI_LABEL = /^(?!.*\b(?:From|Where|Into|Table|Values|Set|Join|Database|Schema)\b)\s*[A-Z][a-z]+(?:\s+(?:[A-Z][a-z0-9]*|all|and|or|my|this|the|now|\d[\d,]*)){1,4}\s*[.!…]?\s*$/;
/** cls-benign18: a short literal in sentence case with no SQL clause word: a label or message a person reads. */
const SENTENCE_LABEL_B18 = /^(?![\s\S]*\b(?:from|where|into|table|values|set|join|database|schema|index|view|user|column)\b)\s*[A-Z][a-z]+(?:\s+[a-z][a-z0-9'’-]*){1,7}\s*[.!?…]?\s*$/;
/** cls-benign18: a call that runs an SQL string (execute/query/raw/sql/prepare/exec with a literal). */
const SQL_CALL_B18 = /\b(?:execute|executescript|executemany|exec|query|raw|sql|prepare|run_sql|runSql|execSQL|rawQuery)\s*\(\s*[fbr]?["'`]/i;
const SQLISH = /^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|merge|with|copy|vacuum|unload|summarize|exec|execute|call|upsert|undrop|declare|begin\s+(?:for|declare|execute|exec|delete|drop|truncate|update)|set\s+(?:global|persist|session)|do\s+\$\$)\b|^\s*(?:optional\s+)?match\s*\(/i;
const SHELL_BINARY = /^(?:\/(?:usr\/)?(?:local\/)?bin\/)?(?:ba|z|k|da|a)?sh$|^(?:cmd|powershell|pwsh)(?:\.exe)?$/i;
const SHELL_SCRIPT_FLAG = /^(?:-c|-lc|-ic|-ec|\/c|-Command)$/i;
const EXEC_CALL = /^(?:run_command|callCommand|spawnCommand|execShellCmd|execCmd|execCmdEx|execProcess|system2|create_subprocess_shell|capture2|capture2e|capture3|popen2|popen2e|popen3|system|popen|exec|execSync|execFileSync|spawn|spawnSync|execa|run|call|check_call|check_output|Popen|shell_exec|passthru|proc_open|Command|exec_command|sh|bash|os_system|Start-Process)$/;
const RM_CALL = /^(?:deleteDirectory|cleanDirectory|forceDelete|deleteQuietly|rmtree|remove_tree|remove|removeSync|unlink|unlinkSync|rmSync|rm|rmdir|rmdirSync|rm_rf|rm_r|remove_dir|remove_dir_all|remove_file|RemoveAll|Remove|delete|deleteSync|rimraf|rmrf|safe_rm|Delete|DeleteFile|DeleteDirectory|deleteRecursively|deleteIfExists|removeItem|trashItem|deleteTree|deleteFile|delete_file|removeDirectoryRecursive|removePathForcibly|deleteDir|removeDir)$/;
const FS_RECEIVER = /(?:^|\.)(?:shutil|os|os\.path|Path|pathlib|fs|fsp|fs\.promises|FileUtils|File|Dir|Files|Deno|os\.RemoveAll|std::fs|std\.fs|ioutil|rimraf|fse|Directory|FileManager|FileManager\.default|NSFileManager\.defaultManager)\.?$/;
// (cls-code16: Java/JS SDK describes with no request, ec2.describeInstances(), rds.describeDBInstances(): every item.)
const LISTING = /\.describe[A-Z]\w*s\s*\(\s*\)|\.describe_?[A-Za-z_]*s\s*\((?:[^()]|\([^()]*\)){0,300}\)\s*\[\s*["'][A-Z]\w*s["']\s*\]|\.(?:get|Get)[A-Z]\w*s(?:Async)?\s*\(\s*\)|\.iterateAll\s*\(|\brange\s+[\w.]+\.[A-Z]\w*s\b|\bin\s+\w+\[\s*["'][A-Z]\w*s["']\s*\]|\.(?:list[A-Z_]\w*|List[A-Z]\w*|stream|iter_\w+)\s*\(|\bcollection\(\s*["'][^"']+["']\s*\)\s*\.\s*(?:get|stream|list_documents|listDocuments)\s*\(|\bnew\s+(?:List|Scan)\w*Command\s*\(|\.list\s*\(\s*\{?\s*(?:status|state|limit|expand|created|starting_after)\b|\.(?:list|all|find|find_all|findAll|findMany|find_many|getAll|scan|list_objects|list_objects_v2|listObjects|auto_paging_iter|autoPagingEach|autoPagingIterator|autoPagingIterable|ListAutoPaging|ListAutoPagingAsync|paginate|iterator|readDir|readdir|listdir|scandir|walk|glob|each|Items|Reservations|objects\.all)\s*\(\s*(?:\)|no_iter_next|\{\s*\}|limit=|max_results=|per_page=|page_size=)|readDir\(\s*['"]\/['"]|\bDir\[|glob\(|auto_paging_iter|auto_paging_each|autoPagingEach|autoPagingIterable|ListAutoPaging|\.List\(\s*&?[\w.]*\{\s*\}\s*\)|getAllItems|search\.create\(|\.[A-Z]\w*s\s*(?:\.\s*Request\(\s*\)\s*)?\.\s*GetAsync\(\s*\)|&?\w+\.\w*ListParams\s*\{\s*\}|(?:::|->|\.)all\s*\(\s*(?:\[\s*|\{\s*)?(?:["']?(?:status(?:\[is\])?|state|limit|per_page|page_size)["']?\s*(?:=>|:|=)\s*["']?\w+["']?\s*,?\s*)*(?:\]\s*|\}\s*)?\)|\.search\s*(?:\{|do)\s*\|\s*\w+\s*\|\s*\w+\.(?:status|state)\.(?:is|in)\b[^{}\n]{0,80}(?:\}|\bend\b)|&?\w+\.\w*ListParams\s*\{\s*Status:\s*[^,{}\n]{1,60}\}|\.(?:get_all|getAll|list_all|listAll|all_\w+)\s*\(\s*\)/; // (cls-code15b: Go list params made empty, params := &stripe.SubscriptionListParams{}, list everything) (cls-sdk20: PHP/Ruby ::all([status, limit]) and a Ruby search narrowed only by status, which names every live item)

/** (cls-code18) A listing walked by the AWS SDKs' paginators: boto3 get_paginator(…).paginate(Bucket=…), Java/Kotlin
 *  listObjectsV2Paginator, Go NewListObjectsV2Paginator, JS v3 paginateListObjectsV2({ client }, …), Rust into_paginator(). */
const PAGINATED_LISTING = /\bget_paginator\(\s*["'](?:list|describe)_\w+["']\s*\)|\.(?:list|describe)\w*Paginator\s*[({]|\bNew(?:List|Describe)\w*Paginator\s*\(|\bpaginate(?:List|Describe)\w*\s*\(\s*\{\s*client\b|\.into_paginator\(\s*\)/;
/** A prefix handed to such a listing narrows it to a set (Prefix="2021/", .prefix("tmp/"), Prefix: aws.String("x/")). */
// (cls-sdk21) A listing whose arguments carry only paging and the container it lists (zd.GetTickets(ctx, &zendesk.TicketListOptions{
// PageOptions: …{PerPage: 100}}), hs.CRM.Contact.List(&hubspot.ListOptions{Limit: 100, After: after}), intercom.contacts().list(
// ListContactsRequest.builder().perPage(150).build()), $s3->listObjectsV2(['Bucket' => 'b']), ddb.scan(TableName="t"), a Go client's
// iterator client.Collection("orders").Documents(ctx)) lists every item.
const PAGED_LIST_HEAD = /(?:\.|->|::)(?:list|List|scan|Scan|query|Query|describe_[a-z_]*s|Describe[A-Z]\w*s|get[A-Z]\w*(?:s|List)|Get[A-Z]\w*(?:s|List)|list_?[A-Za-z]\w*|List[A-Z]\w*|ListByOrg|ListAll|Documents|DocumentRefs|Objects|Buckets|Datasets|Tables|Topics|Subscriptions|Instances)\s*\(/g;
const PAGING_KEY = /^(?:start|Start|skip|Skip|pagination_?token|paginationToken|PaginationToken|next_?token|NextToken|nextToken|user_?pool_?id|userPoolId|UserPoolId|limit|per_?page|perPage|PerPage|page|Page|page_?size|pageSize|PageSize|after|After|cursor|Cursor|starting_?after|startingAfter|offset|Offset|max|max_?results|MaxResults|maxResults|MaxKeys|max_?keys|first|next|page_?token|PageToken|pageToken|Limit|PageOptions|ListOptions|ContinuationToken|continuation_?token|ExclusiveStartKey|exclusive_?start_?key|count|Count|size|Size|Bucket|bucket|BucketName|bucket_?name|TableName|table_?name|withBucketName|Container|container|database_?id|databaseId|base_?id|baseId|table_?id|tableId|project|project_?id|projectId|org|Org|parent|Parent|include_?archived|expand|zone_?id|zoneId|ZoneId|hosted_?zone_?id|HostedZoneId|account_?id|accountId|AccountId|vault_?name|vaultName|registry_?name|workspace_?id|workspaceId)$/; // (cls-sdk22: a DNS zone, account, vault or workspace the listing is in)
function pagedListing(text: string): boolean {
  PAGED_LIST_HEAD.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = PAGED_LIST_HEAD.exec(text)) && guard++ < 20) {
    // The arguments up to the matching parenthesis (bounded).
    let depth = 1;
    let i = m.index + m[0].length;
    const end = Math.min(text.length, i + 400);
    for (; i < end && depth > 0; i++) {
      const c = text[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') depth--;
    }
    if (depth !== 0) continue;
    const args = text.slice(m.index + m[0].length, i - 1);
    // (A search's query string narrows; a directory listing is the file readers' own business.)
    if ((/^\s*["'`]/.test(args) && /search|query|Query/.test(m[0])) || /dir|Dir|glob|walk|files|Files/.test(m[0])) continue;
    // (cls-sdk22) A fluent builder's setters after an empty call (Rust ec2.describe_snapshots().owner_ids("self").send()) are its
    // arguments; "self" as the owner is every item the account owns, not a narrowing.
    const tail = args.trim() ? '' : /^(?:\s*\.\s*[a-z_]\w*\s*\([^()]{0,100}\)){1,6}(?=\s*\.\s*(?:send|into_paginator|build)\s*\()/.exec(text.slice(i, i + 400))?.[0] ?? '';
    const given = `${args}${tail}`;
    const keys = [...given.matchAll(/["']?([A-Za-z_]\w*)["']?\s*(?::(?!=)|=>|=(?!=))|\.(with[A-Z]\w*|[a-z]\w*)\s*\(/g)].map((k) => (k[1] ?? k[2]) as string).filter((k) => !/^(?:builder|build|String|Int\d*|Int|New|new|of)$/.test(k) && !(/^(?:owner_?ids?|OwnerIds?|owners?|Owners?)$/.test(k) && /["']self["']/.test(given)));
    if (keys.every((k) => PAGING_KEY.test(k))) return true;
  }
  return false;
}
const PAGE_PREFIX = /[\s,({]Prefix\s*[:=]\s*(?:["'`]|aws\.String\()|\.prefix\(\s*["'`]/;
/** (lead15) A GET of a whole collection in code (requests.get(f"{BASE}/employees"), gusto.get("/v1/…/employees"), axios.get('/api/users')). */
const HTTP_LISTING = /\b(?:get|Get|GET|fetch)!?\s*\(\s*(?:[a-z_]\w*\s*,\s*(?:url:\s*)?)?f?[`"'](?:[^`"'?\n]*\/)?[a-z][a-z_-]*[a-z]s(?:\.json)?\/?(?:\?(?:(?:per_page|limit|page|max|first|offset|page_size|pageSize|cursor)=\w*&?)+)?[`"']\s*(?:,\s*\{[^}]*\}\s*|,\s*(?:per_page|limit|page_size|params):\s*[^()\n]{0,80})?\)/; // (cls-sdk20: Elixir Req.get!(c, url: "…"), Faraday conn.get('/users', per_page: 500), paging queries)
// (cls-code15: also .NET/Go list options naming a criterion, new SubscriptionListOptions { Customer = "cus_1" }.)
const FILTERED_LISTING = /\.(?:list|List\w*|list_\w+|search|all|stream|auto_paging_iter|findMany|find_many|findAll|find)\s*\(\s*[{[]?\s*["']?(?:created|customer|email|query|q|filter|where|since|before|after|tag|tags|label|labels|prefix|Prefix|name|owner|metadata|updated|date|from|to)["']?\s*[:=(]|\b\w*(?:List|Search)(?:Options|Params)\s*\{[^}]{0,200}\b(?:Created|Customer|Email|Query|Filter|Prefix|Name|Metadata|Ids?|Price|Plan)\s*[=:]|\bparams\s*[:=]\s*[[{]\s*["']?(?!(?:per_page|limit|page|page_size|pageSize|cursor|offset|max)\b)[a-z_]\w*["']?\s*[:=]/;

// (cls-over15: also a stand-in class a name is bound to: InMemoryOrderRepo., FakeDb.)
const MOCK_RECEIVER = /(?:^|\.)(?:mock|mocked|stub|fake|spy|double)(?:_\w+)?\.|(?:^|\.)\w*(?:Mock|Stub|Fake|Spy)\.|(?:^|\.)(?:InMemory|Fake|Stub|Dummy)[A-Z]\w*\.|^(?:mocker|sinon|jest\.fn|vi\.fn)\b/;
/** cls-benign16: a name that holds a data frame (df, df2, users_df, df_orders, ordersDf, sdf, frame) and its in-memory reshaping methods. */
const FRAME_RECV = /^(?:[A-Za-z]\w*_)?(?:df|sdf|pdf|ddf|pldf|frame|dataframe)(?:\d+|_\w+)?$|^[a-z]\w*(?:Df|DF|Frame)$/;
const FRAME_IN_MEMORY = /^(?:drop|drop_duplicates|dropna|drop_nulls|dropDuplicates|dropDuplicatesWithinWatermark|drop_in_place|droplevel|pop|delete|truncate|reset_index|filter|where)$/;
/** A frame name, or a chain of the frame's pure methods after it (sdf.drop("a").dropDuplicates(): receiver "sdf.drop"). */
function frameChain(recv: string): boolean {
  const parts = recv.split('.');
  return FRAME_RECV.test(parts[0] ?? '') && parts.slice(1).every((x) => FRAME_IN_MEMORY.test(x) || FRAME_PURE.test(x));
}
const FRAME_PURE = /^(?:copy|select|withColumn|withColumnRenamed|rename|sort_values|sort|head|tail|sample|fillna|fill_null|astype|assign|query|groupby|group_by|agg|loc|iloc|with_columns|distinct|limit|orderBy|alias)$/;
const MOCK_ASSERT = /^(?:assert_called\w*|assert_not_called|assert_any_call|assert_has_calls|toHaveBeenCalled\w*|toBeCalled\w*|calledWith|calledOnceWith|verify|verifyNoMoreInteractions|never|times)$/;
const MODULE_DOUBLE = /\b(?:jest|vi)\.mock\s*\(\s*["'`]|\b(?:mock\.)?patch(?:\.object)?\s*\(\s*["'][\w.]+["']|@(?:mock\.)?patch\b|\bmocker\.patch\b|\bsinon\.(?:stub|mock|replace)\s*\(|\bnock\s*\(|@?mock_aws\b|\bMockito\.mock\s*\(|@Mock\b|\bmockk\s*[<(]|\bgomock\.|\bhttpmock\b|\bWebMock\b|\bstub_request\s*\(/;
const BARE_PATCH = /(?<![@\w.]|with\s{1,4})(?:mock\.)?patch(?:\.object)?\s*\(\s*["'][\w.]+["'][^)]*\)(?!\s*(?:\.start\s*\(|as\b))/g;
/** cls-over15: a test function taking a fixture named as a mock of a service (s3_mock, mock_s3, moto_dynamodb, aws_mock). */
const MOCK_FIXTURE_TEST = /\bdef\s+test_?\w*\s*\([^)]*\b(?:\w+_mock|mock_\w+|moto_\w+|mocked_\w+)\b[^)]*\)/;
const TEST_BLOCK = /\b(?:describe|it|test)\s*\(\s*["'`]|\bdef\s+test_?\w*\s*\(|\bfunc\s+Test\w*\s*\(|@Test\b|\bTestCase\b|\bclass\s+\w*Test\w*|\bfun\s+`|\b(?:RSpec\.)?describe\b[^\n]*\bdo\b/;
const ASSERTS = /\bexpect\s*\(|\bassert\w*\s*[(.!]|\.assert_\w+\s*\(|\bverify\s*\(|\bshould\b|\bt\.(?:Error|Fatal)/;
const TEST_DEF = /@Test\b|\[(?:Test|Fact|Theory|TestMethod)\]|#\[(?:(?:tokio|sqlx|async_std|actix_rt|actix_web)(?:::|\.)|rocket(?:::|\.)async_)?test\b[^\]\n]{0,120}\]|\bclass\s+\w+\s*\(\s*(?:[\w.]+\.)?(?:TestCase|TransactionTestCase|APITestCase|SimpleTestCase|LiveServerTestCase|StaticLiveServerTestCase|IsolatedAsyncioTestCase|AsyncTestCase)\s*\)\s*:|@(?:DataJpaTest|JdbcTest|DataJdbcTest|DataMongoTest|DataR2dbcTest|SpringBootTest)\b|\bdef test_\w+\s*\(|\bfunc Test\w+\s*\(\s*t \*testing\.T|\b(?:it|test)\s*\(\s*["'`][^"'`]+["'`]\s*,\s*(?:async\s*)?(?:\(\s*\)|function)|\bdescribe\s*\(\s*["'`]|\b(?:beforeEach|afterEach|beforeAll|afterAll)\s*\(\s*(?:async\s*)?(?:\(\s*\)|function)|@pytest\.fixture\b|^[ \t]*(?:it|test|specify|scenario)[ \t]+["'][^"'\n]{1,200}["'](?:[ \t]*,[ \t]*[^\n]{0,200}?)?[ \t]+do\b|^[ \t]*(?:before|after|setup)(?:\s*\(\s*:(?:each|all)\s*\))?[ \t]*(?:do\b|\{)/m; // (cls-code16b: Ruby/Elixir test blocks)

/** (cls-code15b) Findings about a table's rows or the table itself (what a test's setup or teardown resets). */
/** (cls-code16b) An ORM model's rows cleared (User.delete_all, Repo.delete_all(User)) whose model names accounts: the test's rows. */
const TEST_MODEL_RESET = /^deletes every account \((?:Repo\.delete_all\(\s*[A-Z]\w*\s*\)|[A-Z]\w*\.(?:delete_all|destroy_all|deleteMany|objects\.all\.delete)\b)/;
const TEST_TABLE_RESET = /^(?:deletes every row of |deletes a whole database|deletes every record|deletes a filtered set of records|deletes a whole table|truncates a table|drops a table|deletes one record|empties a table|changes a database schema)/;

const STRING_CONCAT = /(["'])([^"'\\\n]{0,200})\1\s*(?:\+|\.\.|\.)\s*(["'])([^"'\\\n]{0,200})\3/;

/**
 * (cls-code14) A client, connection or pool whose name says its environment (stagingClient, dev_db, prodPool,
 * redis_staging): when the code names exactly one environment that way and the text names none otherwise, its
 * operations act there.
 */
const HANDLE_ENV = /\b(?:(prod|production|live|staging|stage|stg|dev|development|test|testing|local|sandbox)(?:[A-Z]\w*|_\w+)?(?:Client|Db|DB|Pool|Conn|Connection|Redis|Engine|Cluster|Mongo)|(prod|production|live|staging|stage|stg|dev|development|test|testing|local|sandbox)_(?:client|db|pool|conn|connection|redis|engine|cluster|mongo)|(?:client|db|pool|conn|redis|engine|cluster|mongo)_(prod|production|live|staging|stage|stg|dev|development|test|testing|local|sandbox))\b/g;
function pinHandleEnv(text: string, out: Finding[]): Finding[] {
  if (!out.length || !/(?:Client|Db|DB|Pool|Conn|Redis|Engine|Cluster|Mongo|Session|_(?:client|db|pool|conn|redis|engine|cluster|mongo|session)|(?:client|db|pool|conn|redis|engine|cluster|mongo)_)/.test(text)) return out;
  const envs = new Set<string>();
  for (const m of text.slice(0, 20000).matchAll(HANDLE_ENV)) {
    const e = targetEnv((m[1] ?? m[2] ?? m[3]) as string);
    if (e) envs.add(e);
  }
  if (envs.size !== 1 || detectEnv(text.slice(0, 2000)).env !== 'unknown') return out;
  const env = [...envs][0] as Env;
  return out.map((x) => (x.env || x.level === 'safe' || x.level === 'reversible' ? x : { ...x, env }));
}

/** (cls-interp20) IPython's programmatic magics as the plain Python calls that do the same. */
function ipythonCalls(text: string): string {
  return text
    .replace(/\bget_ipython\(\s*\)\s*\.\s*(?:system|getoutput)\s*\(/g, 'os.system(')
    .replace(/\bget_ipython\(\s*\)\s*\.\s*run_line_magic\(\s*(["'])(?:system|sx|sc)\1\s*,\s*/g, 'os.system(')
    .replace(/\bget_ipython\(\s*\)\s*\.\s*run_line_magic\(\s*(["'])env\1\s*,\s*(["'])\s*\2\s*\)/g, 'print(os.environ)')
    .replace(/\bget_ipython\(\s*\)\s*\.\s*run_cell_magic\(\s*(["'])(?:bash|sh|script|system)\1\s*,\s*(["'])[^"'\n]*\2\s*,\s*/g, 'os.system(')
    .replace(/\bget_ipython\(\s*\)\s*\.\s*run_cell_magic\(\s*(["'])sql\1\s*,\s*(["'])[^"'\n]*\2\s*,\s*/g, 'cursor.execute(')
    .replace(/\bget_ipython\(\s*\)\s*\.\s*run_cell_magic\(\s*(["'])(?:writefile|file)\1\s*,\s*(["'])(?:-a\s+)?([^"'\n]+)\2\s*,\s*/g, (_m, _q, q2: string, path: string) => `open(${q2}${path.trim()}${q2}, "w").write(`);
}

export function readCode(text: string, ctx: Ctx): Finding[] {
  return pinHandleEnv(text, readCodeUnpinned(text, ctx));
}

let inlining = 0;


function readCodeUnpinned(text: string, ctx: Ctx): Finding[] {
  // (cls-code16) A helper defined here and called here is read where it is called, with the call's arguments.
  if (inlining === 0) {
    // (cls-interp21) A notebook cell's `!cmd` lines become their call before names are bound, so `path = "/x"` ⏎
    // `!rm -rf {path}` (or `$path`, IPython expands both) runs on /x; a cell magic's own first line (%%capture, %%time) is
    // no statement.
    if (/^[ \t]*!(?!=)[A-Za-z./~$]/m.test(text) && (/\n/.test(text) || /^!\s*[a-z][\w.-]*\s+(?:-|\/|~|\.|\$|["'])/.test(text))) text = text.replace(/^%%(?:capture|time|timeit|prun|debug)\b[^\n]*\n/, '').replace(/^([ \t]*)!(?!=)([A-Za-z./~$][^\n]*)$/gm, (_m, ind: string, cmd: string) => `${ind}get_ipython().system(${JSON.stringify(cmd.replace(/\$([A-Za-z_]\w*)/g, '{$1}'))})`);
    // (cls-code19) Loops over a list of string literals unrolled; temp-directory joins and literal path bindings as literals.
    const unrolled = unrollCommandLoops(text) ?? text;
    const pre = bindPathLiterals(unrolled) ?? unrolled;
    const helped = inlineHelpers(pre) ?? (pre !== text ? pre : null);
    const inl = bindConstants(helped ?? text) ?? helped;
    if (inl !== null && inl !== text) {
      inlining++;
      try {
        return readCodeUnpinned(inl, ctx);
      } finally {
        inlining--;
      }
    }
  }
  // (cls-code19) Looks are not meaning: on an assertion's line, a string handed to a predicate (assert is_dangerous("rm -rf /"),
  // expect(isDestructive("DROP TABLE users")), assertTrue(guard.blocks("…"))) or compared (assertEquals("DELETE …", q.toSql()))
  // is data the test inspects, not a command it runs; a string handed to a runner there (assert os.system("…") == 0) still runs.
  text = neutralizeAsserted(text);
  // (cls-interp26) Ruby predicates (enabled?) and safe navigation (&.), Perl's q{…} literals: read as the calls and strings they are.
  text = normaliseConsole26(text);
  // (cls-interp20) A notebook saved as a script (nbconvert, jupytext) writes its magics as calls: get_ipython().system('…')
  // and getoutput('…') are `!cmd`, run_line_magic('system'|'sx', '…') is `%system`, run_cell_magic('bash'|'sh'|'script',
  // '…', '…') a %%bash cell, run_cell_magic('writefile', path, body) writes that file: read as the same calls in Python.
  // (A `!cmd` line inside a Python cell — df.to_csv(…)⏎!curl -F file=@… — is that notebook's shell escape, read the same way.)
  if (/^[ \t]*!(?!=)[A-Za-z./~$]/m.test(text) && /\n/.test(text)) text = text.replace(/^([ \t]*)!(?!=)([A-Za-z./~$][^\n]*)$/gm, (_m, ind: string, cmd: string) => `${ind}get_ipython().system(${JSON.stringify(cmd)})`);
  if (text.includes('get_ipython()')) text = ipythonCalls(text);
  // The code of an evaluation flag, still quoted (--eval 'db.dropDatabase()', -e "…"): read what is inside.
  const quoted = /^\s*(?:--eval|--exec|-e|-c|-r)\s+(['"])([\s\S]*)\1\s*$/.exec(text);
  if (quoted) return readCode(quoted[2] as string, ctx);
  // (cls-code14) Clojure forms are read as the calls they make: (fs/delete-tree (fs/home)) is fs.deleteTree(fs.home()).
  if (text.charCodeAt(text.search(/\S/)) === 40 && LISP_FORM.test(text.trimStart())) text = lispAsCalls(text) ?? text;
  // PowerShell's .NET static calls read as C#: [System.IO.Directory]::Delete(…) is Directory.Delete(…).
  // (cls-holes18: any namespace depth, [System.Diagnostics.Eventing.Reader.EventLogSession]::GlobalSession is EventLogSession.GlobalSession.)
  if (text.includes(']::')) text = text.replace(/\[(?:[A-Za-z]\w*\.){0,8}(\w+)\]::/gi, '$1.');
  // PHP, C++ and Rust member and scope operators read as dots: App\Models\User::query()->delete() is User.query().delete().
  // Rust's turbofish (collection::<Document>("orders")) names a type, not a step of the chain.
  if (text.includes('::<')) text = text.replace(/::<[\w<>, :]*>(?=\s*\()/g, '');
  // (cls-code14) A payment vendor's namespace names the service (\Stripe\Refund::create is Stripe.Refund.create: amounts in cents).
  if (/\\(?:Stripe|Braintree|Adyen|Square|Mollie|Paddle|ChargeBee|Chargebee|Recurly)\\/.test(text)) text = text.replace(/\\?\b(Stripe|Braintree|Adyen|Square|Mollie|Paddle|ChargeBee|Chargebee|Recurly)\\(?:\w+\\)*(\w+)/g, '$1.$2');
  if (/->\s*[A-Za-z_]|\b[A-Za-z_]\w*::[A-Za-z_]/.test(text)) text = text.replace(/\b(?:[A-Za-z_]\w*\\)+([A-Za-z_]\w*)/g, '$1').replace(/->\s*(?=[A-Za-z_$])/g, '.').replace(/(?<!\barn:[\w-]+:)\b([A-Za-z_]\w*)::(?=[A-Za-z_$])/g, '$1.'); // (cls-code18: an AWS ARN's arn:aws:iam::aws:policy/… is no scope)
  // Haskell applies functions without parentheses (removeDirectoryRecursive "/srv/x", callCommand "rm -rf …",
  // getHomeDirectory >>= removeDirectoryRecursive); Scala's os-lib os.remove.all(p) and babashka's (fs/delete-tree p)
  // delete a whole tree: read as the calls other languages write.
  if (/\b(?:removeDirectoryRecursive|removePathForcibly|removeDirectory|removeFile|callCommand|spawnCommand)\b|\bos\.remove\.all\(|\/delete-tree\s/.test(text)) {
    text = text
      .replace(/\bgetHomeDirectory\s*>>=\s*(removeDirectoryRecursive|removePathForcibly)\b/g, '$1("~")')
      .replace(/\b(removeDirectoryRecursive|removePathForcibly|removeDirectory|removeFile|callCommand|spawnCommand)\s+("(?:[^"\\\n]|\\.)*")/g, '$1($2)')
      .replace(/\bos\.remove\.all\(/g, 'os.RemoveAll(')
      .replace(/\((?:[\w.]+\/)?delete-tree\s+/g, 'fs.rm_rf(');
  }
  // Perl's quoted word list (system(qw(terraform destroy -auto-approve)), my @cmd = qw(…)) is a list of strings.
  if (text.includes('qw')) text = text.replace(/\bqw\s*([([{/|])([^)\]}/|\n]*)[)\]}/|]/g, (_m, _o: string, words: string) => `(${words.trim().split(/\s+/).filter(Boolean).map((w) => JSON.stringify(w)).join(', ')})`);
  // Names built from pieces ("rmt" + "ree", 'sys' . 'tem', "rm" .. " -rf"): adjacent string literals joined read as one.
  for (let k = 0; k < 8 && STRING_CONCAT.test(text); k++) text = text.replace(STRING_CONCAT, (_m, q: string, a: string, _q2: string, b: string) => `${q}${a}${b}${q}`);
  // Indirect names: getattr(__import__('shutil'), 'rmtree')(p), getattr(os, "remove")(p), fs['rmSync'](p) read as the call they make.
  if (/\bgetattr\(|__import__\(|\[\s*["'][A-Za-z_$][\w$]*["']\s*\]\s*\(/.test(text)) {
    text = text
      .replace(/\b__import__\(\s*["']([\w.]+)["']\s*\)/g, '$1')
      .replace(/\bgetattr\(\s*([\w.]+)\s*,\s*["'](\w+)["']\s*\)/g, '$1.$2')
      .replace(/([\w$)\]])\[\s*["']([A-Za-z_$][\w$]*)["']\s*\]\s*\(/g, '$1.$2(');
  }
  // (cls-code19) A Rails mailer's delivery (UserMailer.with(user: u).welcome.deliver_later, Notifier.digest(u).deliver_now)
  // sends that mail: read as the send it is (one recipient; every row of a listing looped over is a wide audience).
  if (/Mailer\b[^\n]{0,200}\.deliver/.test(text)) text = text.replace(/\b(\w*Mailer\b[^\n;{}|]{0,200}?)\.deliver(?:_later|_now)?!?(?:\(\s*\))?(?![\w(])/g, '$1.send_mail()');
  // Ruby calls a method without parentheses (Redis.new(url: u).flushall, client.buckets.first.destroy): the last
  // method of a chain that ends a statement is a call.
  if (NOT_JS.test(text) && !JS_HINT.test(text)) text = text.replace(/([\w)\]])\.([a-z_]\w*[!?]?)(?=[ \t]*(?:$|[;\n}]|\bend\b))/gm, '$1.$2()');
  // (cls-code15) A query set bound to a name and acted on later (users = User.objects.filter(is_active=False); users.delete(),
  // qs = Order.objects.all(); qs.delete(), stale = db.query(Session).filter(…); stale.delete()): the chain it was given.
  if (/^[ \t]*[a-z_]\w*\s*=\s*(?:await\s+)?(?:[A-Z]\w*\.(?:objects|where|all|filter|query|unscoped)|(?:db|session|self\.session|db\.session)\.query\(|knex\(|trx\(|db\()/m.test(text)) text = inlineQuerySets(text);
  const out: Finding[] = [];
  // Groovy runs a string as a command line: "rm -rf ${dir}".execute(), ['rm', '-rf', dir].execute().
  for (const g of text.matchAll(/"((?:[^"\\$]|\\.|\$\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|\$)*)"\s*\.execute\(\s*\)|\[([^[\]]{1,400})\]\s*\.execute\(\s*\)/g)) {
    const cmd = g[2] !== undefined ? argvCommand(g[2]) : concatenated(`\`${g[1] as string}\``) ?? (g[1] as string);
    if (cmd) out.push(...ctx.inner(cmd));
  }
  // (cls-code19) A framework's task called from code is that task on its command line: Django's call_command('flush',
  // interactive=False) is manage.py flush, Rails' Rake::Task["db:drop"].invoke is rails db:drop, Laravel's
  // Artisan::call('migrate:fresh') is artisan migrate:fresh.
  // (A task called inside a unit test, call_command("flush") in a TestCase, acts on the test database.)
  // (cls-interp20: also Rake.application["db:purge"].invoke, and Elixir's Mix.Task.run("ecto.drop"), which is mix ecto.drop.)
  if (/call_command|Rake\.(?:Task|application)|Artisan\.call|Mix\.Task\.run/.test(text)) {
    const inTest = TEST_DEF.test(text);
    for (const g of text.slice(0, 8000).matchAll(/\bcall_command\(\s*["']([\w:-]+)["']([^)\n]{0,200})\)|\bRake\.(?:Task|application)\[\s*["']([\w:-]+)["']\s*\]\s*\.\s*(?:invoke|execute)\b|\bArtisan\.call\(\s*["']([\w:-]+)(?:\s[^"'\n]*)?["']|\bMix\.Task\.(?:run|rerun)\(\s*["']([\w.:-]+)["']/g)) {
      if (inTest) out.push(f('safe', `inside a unit test, a framework task on its own test database (${snippet(g[0], 50)})`));
      else if (g[1]) out.push(...ctx.inner(`python manage.py ${g[1]}${/interactive\s*=\s*False|no_?input\s*=\s*True/.test(g[2] ?? '') ? ' --noinput' : ''}`));
      else if (g[3]) out.push(...ctx.inner(`bin/rails ${g[3]}`));
      else if (g[4]) out.push(...ctx.inner(`php artisan ${g[4]} --force`));
      else if (g[5]) out.push(...ctx.inner(`mix ${g[5]}`));
    }
  }
  // Scala's "cmd".! / .!! / Process("cmd").!, Erlang's os:cmd("cmd"), Elixir's :os.cmd(~c"cmd"): a string run as a command line.
  for (const g of text.matchAll(/"((?:[^"\\]|\\.){1,2000})"\s*\)?\s*\.?\s*!!?(?![=\w])|\bos:cmd\(\s*"((?:[^"\\]|\\.){1,2000})"|:os\.cmd\(\s*(?:~c)?["']((?:[^"'\\]|\\.){1,2000})["']/g)) {
    const cmd = (g[1] ?? g[2] ?? g[3]) as string;
    out.push(...ctx.inner(cmd.replace(/\\(["'\\])/g, '$1')));
  }
  // (cls-interp21) Deletion libraries by their module's own call names: require('rimraf').sync(p) / rimraf.sync(p) /
  // rimraf.rimrafSync(p) and fs-extra's remove/removeSync/emptyDir(Sync) (recursive), and Ruby's parenless
  // FileUtils.rm_r Dir["/x/*"] / FileUtils.rm_rf path: read as the recursive delete they are.
  if (/rimraf|fs-extra|\bfse\.|FileUtils\.(?:rm|remove)/.test(text)) {
    text = text
      .replace(/\brequire\(\s*["']rimraf["']\s*\)(?:\.(?:sync|rimrafSync|rimraf|default))?\s*\(/g, 'rimraf(')
      .replace(/\brimraf\.(?:sync|rimrafSync|rimraf)\s*\(/g, 'rimraf(')
      .replace(/(?:\brequire\(\s*["']fs-extra["']\s*\)|\bfse)\.(?:remove|removeSync|emptyDir|emptyDirSync)\s*\(/g, 'rimraf(')
      .replace(/\bFileUtils\.(rm_rf|rm_r|rm_f|rm|remove_dir|remove_entry(?:_secure)?)[ \t]+(?!\(|=)([^;\n]{1,400})/g, (_m, fn: string, arg: string) => `FileUtils.${fn}(${arg.trim()})`);
  }
  // (cls-code14) Perl's unlink / rmtree handed glob(…) with parentheses is the parenless form the builtin reader knows.
  if (/\b(?:unlink|rmtree|remove_tree)\s*\(?\s*glob\s*\(/.test(text)) text = text.replace(/\b(unlink|rmtree|remove_tree)\s*(\(?)\s*glob\s*\(\s*("[^"\n]*"|'[^'\n]*')\s*\)/g, (_m, fn: string, open: string, pat: string) => `${fn}${open ? '(' : ' '}glob ${pat}`);
  // (cls-code14) A pipe into a call (Elixir and R's |>: from(u in User, where: …) |> Repo.delete_all()) hands the left
  // side to the call as its first argument.
  // (cls-code16: a pipe opening its own line continues the line above.)
  if (text.includes('|>')) text = text.replace(/\n[ \t]*(?=\|>)/g, ' ').replace(/^([ \t]*)([^\n]*\|>[^\n]*)$/gm, (_m, ind: string, line: string) => {
    const parts = line.split(/\s*\|>\s*/);
    let acc = (parts[0] as string).replace(/^\s*(?:\w+\s*=\s*)?/, '');
    const lead = /^\s*(?:\w+\s*=\s*)?/.exec(parts[0] as string)?.[0] ?? '';
    for (const p of parts.slice(1)) {
      const f = /^([\w.:!?]+)\s*(?:\(([\s\S]*)\))?\s*$/.exec(p);
      if (!f) return `${ind}${line}`;
      acc = `${f[1] as string}(${acc}${f[2]?.trim() ? `, ${f[2]}` : ''})`;
    }
    return `${ind}${lead}${acc}`;
  });
  // (cls-code14) Ruby's symbol-to-proc block (Subscription.find_each(&:cancel!), users.each(&:destroy)) calls that method on each item.
  if (text.includes('(&:')) text = text.replace(/\(\s*&:([a-z_]\w*[!?]?)\s*\)/g, ' { |x| x.$1() }');
  // Ruby's %q(…) / %Q{…} string literals are strings like "…".
  if (/%[qQ][({[<]/.test(text)) text = text.replace(/%[qQ](?:\(([^()\n"]{1,2000})\)|\{([^{}\n"]{1,2000})\}|\[([^[\]\n"]{1,2000})\]|<([^<>\n"]{1,2000})>)/g, (_m, a, b, c, d) => {
      const body = (a ?? b ?? c ?? d) as string;
      // (Single quotes when it can, so a %q inside a "…" string, eval("system(%q(…))"), keeps that string whole.)
      return body.includes("'") || body.includes('#{') ? `"${body}"` : `'${body}'`;
    });
  // Code handed as a string to exec / eval (exec(compile('''…''', 'x', 'exec')), eval("…"), instance_eval, new Function("…"),
  // vm.runInThisContext): that code runs. What it does that needs a person counts here.
  // (cls-code19) A Lua script a Redis client evaluates (r.eval("… redis.call('DEL', k) …", 0), client.eval(…)) is EVAL on the CLI.
  const redisLua = text.includes('redis.call') || text.includes('redis.pcall');
  if (redisLua) {
    for (const g of text.matchAll(/\.(?:eval|evalsha|eval_ro)\(\s*(?:"((?:[^"\\\n]|\\.){1,3000})"|'((?:[^'\\\n]|\\.){1,3000})'|`([^`]{1,3000})`)\s*(?:,\s*(\d+))?/g)) {
      const lua = ((g[1] ?? g[2] ?? g[3]) as string).replace(/"/g, "'");
      out.push(...ctx.inner(`redis-cli EVAL "${lua.replace(/\n/g, ' ')}" ${g[4] ?? '0'}`));
    }
  }
  if (EVAL_HEAD.test(text) && !redisLua) {
    for (const g of text.matchAll(EVAL_CODE)) {
      const inner = ((g[1] ?? g[2] ?? g[3] ?? g[4] ?? g[5]) as string).replace(/\\n/g, '\n').replace(/\\(["'\\])/g, '$1');
      if (inner.trim().length > 3) out.push(...ctx.code(inner).filter((x) => x.level !== 'safe' && x.level !== 'reversible'));
    }
  }
  // The Mongo shell (db.users.deleteMany({})): its own reader knows filters and drops.
  if (/^\s*(?:use\s+\w+\s*[;\n]\s*)?db\.[\w$]+(?:\.\w+)?\s*\(|^\s*db\.getSiblingDB\(/.test(text)) {
    const r = analyzeMongo(text);
    if (r.length) return r;
  }
  // Comments are context: "# live key, no filter", "// prod account credentials".
  const comments: string[] = [];
  COMMENT.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = COMMENT.exec(text)) && guard++ < 100) comments.push(m[1] as string);
  const context = readProse(comments.join('. '), 'context');
  const lits: string[] = [];
  STRING.lastIndex = 0;
  guard = 0;
  while ((m = STRING.exec(text)) && guard++ < 400) {
    // A literal searched for or compared with ('DROP TABLE' in sql, s.includes("rm -rf")) is text, not a statement.
    if (NEEDLE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) || NEEDLE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    // A literal written into a file (open(p, 'w').write('DROP TABLE …'), writeFileSync(p, "…")) is the file's text, judged
    // with the file (readFileChange below), not a statement run now: a migration written is not a migration applied.
    if (WRITTEN_DATA.test(text.slice(Math.max(0, m.index - 200), m.index))) continue;
    // (cls-sdk20) Words handed to a model or a person as content (messages=[{"content": "Delete the users table? …"}],
    // prompt="…", text: "…") are a message's text, not a statement; a statement given as a query or sql stays one.
    if (/["']?(?:content|prompt|system|text|body|message|question|input|instructions)["']?\s*[:=]\s*$/.test(text.slice(Math.max(0, m.index - 40), m.index)) && /[?]|\b(?:the|please|explain|should|why|how)\b/i.test(m[0])) continue;
    lits.push((m[1] ?? m[2] ?? m[3] ?? '').replace(/\\n/g, '\n'));
  }
  const env = detectEnv(`${text.slice(0, 2000)} ${comments.join(' ')}`);
  const loop = /\bfor\b[^\n]*\b(?:in|of|range)\b|\bfor\s+\w+\.Next\(\s*\)|\bfor\s*\{|\bfor\s*\([^;()]*\w\s+:\s|\.forEach\s*[({]|\.each\b|_each\b|\beach_\w+\b|\.(?:map|each|forEach)\s*\{|\bdo\s*\|\s*\w+|\bwhile\b|\.map\(|\bmap\(\s*lambda\b|\.autoPagingEach\(|for await|\bforeach\b|\bloop\b|\b(?:Enum|Stream)\.(?:each|map|flat_map|reduce)\s*\(|\bfor\s+\w+\s*<-|\.\.\.ids|\bbatch(?:_?[A-Za-z]*\s*\(|_writer|_size)|chunks\(|array_map\(|\.(?:delete|destroy)_all\b|\bLOOP\b/i.test(text);
  // (cls-code14) Rails names a model's rows without parentheses: Customer.all.each { … }, Subscription.find_each(…),
  // Order.in_batches; a where(…) before them narrows the set.
  const railsListing = /\b[A-Z]\w*(?:\.(?:all|unscoped|active|kept))?\.(?:all|find_each|find_in_batches|in_batches)\b(?!\s*\(\s*[^)\s])|\b[A-Z]\w*\.all\.(?:each|map|find_each)\b/.test(text);
  const listed0 = railsListing || LISTING.test(text) || HTTP_LISTING.test(text) || PAGINATED_LISTING.test(text) || (loop && pagedListing(text));
  // (cls-sdk25) A loop over a plural-noun method, a handle-only all(…) or an argument-less chain on a collection word.
  // (cls-sdk26) …or over a listing bound to a name first (users = await mgmt.users.getAll({ per_page: 100 }); for (u of users.data)).
  const listed25 = loop && !listed0 ? loopListing25(text) ?? boundListing26(text) : undefined;
  const listing = listed0 || listed25 !== undefined;
  const noFilter = /no filter|without (?:a )?filter|unfiltered/i.test(comments.join(' '));
  // A listing narrowed by a filter argument (created: {gte: …}, email=…, prefix=…) is a filtered set, not every item; a status
  // ("active", "open") still names every live item of its kind.
  const filteredListing = listing && (listed25 === 'some' || FILTERED_LISTING.test(text) || PAGE_PREFIX.test(text) || (railsListing && /\b[A-Z]\w*(?:\.\w+)*\.(?:where|filter|filter_by|joins)\s*\(\s*[^)\s]/.test(text)));
  // (cls-code14) A loop whose body tests each item before acting (if s["SnapshotCreateTime"] < cutoff:, if b.name.startswith("tmp-"),
  // unless c.created > since) acts on the items that pass: a filtered set.
  // (cls-sdk21: a test that only ends the paging, if resp.NextPage == 0 { break }, if page.Paging == nil { break }, narrows nothing.)
  const bodyTest = loop && listing && /\b(?:if|unless|when)\b\s*\(?\s*[\w$]+(?:\.[\w$]+|\[\s*["'][\w$]+["']\s*\]|\[:[\w$]+\])+[^\n:{]{0,80}?(?:[<>]=?|[!=]==?|\.(?:startswith|endswith|startsWith|endsWith|start_with\?|end_with\?|match|includes|contains)\b|\bin\b|\bnot\s+in\b)(?![^\n{:]{0,40}[{:]\s*(?:break|return)\b)/.test(text);
  const everyScope = (listing && loop && !filteredListing && !bodyTest) || noFilter || (context.mods & M.MASS) !== 0;
  let mods = context.mods;
  if (/live|sk_live/i.test(`${comments.join(' ')} ${text}`) && !/test/i.test(comments.join(' '))) mods |= M.LIVE;
  // A test-mode key set anywhere in the snippet (stripe.api_key = 'sk_test_…') makes every call test data.
  // (cls-sdk20: a gateway or client built for the provider's sandbox, Braintree environment: :sandbox, Environment.SANDBOX.)
  if (/\b(?:sk|rk|pk)_test_\w|\b[A-Z][A-Z0-9]*_TEST_(?:[A-Z0-9]+_)*(?:SID|KEY|TOKEN|SECRET)\b|\benvironment:\s*:sandbox\b|\bEnvironment(?:::|\.)(?:SANDBOX|Sandbox)\b|\benvironment\s*[:=]\s*["']sandbox["']/.test(text) && !/\b(?:sk|rk)_live_\w|_LIVE_/.test(text)) mods = (mods | M.TEST_MODE) & ~M.LIVE;
  // (cls-sdk26) Other providers' test keys and environments (rzp_test_…, Mollie test_…, Adyen Environment.TEST).
  else if (TEST_KEY26.test(text) && !LIVE_KEY26.test(text)) mods = (mods | M.TEST_MODE) & ~M.LIVE;
  // A policy binding for allUsers / allAuthenticatedUsers (GCP) set anywhere in the snippet: the policy written opens the resource to everyone.
  if (/["'`]all(?:Authenticated)?Users["'`]/.test(text) && /set_?iam_?policy|setIamPolicy|add_?iam_?policy_?binding|bindings|\bacl\b|grant/i.test(text)) mods |= M.PUBLIC;
  // Encoded payloads run by the code: exec(b64decode('…')), eval(atob('…')), os.system(base64.b64decode(…)).
  out.push(...encodedPayloads(text, ctx));
  // Secret environment variables (or the whole environment) printed: their values enter the transcript.
  out.push(...keyFileUploads(text));
  // (cls-sdk20) Signed URLs and SAS tokens by the rights and lifetime they carry.
  out.push(...signedLinks(text));
  out.push(...printedSecrets(text), ...environmentSent(text), ...envSecretSent(text), ...secretInMessage(text), ...publicPolicy(text));
  // (cls-code14) An administrator flag assigned on a record and saved (user.is_admin = True; db.session.commit(),
  // u.admin = true; u.save!, $user->is_admin = 1; $user->save()): administrator rights granted.
  const adminSet = /\b([a-z_$][\w$]*)\.(?:is_?admin|isAdmin|admin|is_?superuser|isSuperuser|superuser|is_?super_?admin|isSuperAdmin)\s*=\s*(?:True|true|1|YES)\b/.exec(text);
  if (adminSet && /\.(?:save|save!|commit|update|persist|flush|SaveChanges|SaveChangesAsync|saveAndFlush)\s*(?:\(|$|;)|\.save!?\s*$/m.test(text.slice(adminSet.index))) {
    const x = judge({ verb: 'grant', obj: 'privilege', scope: 'one', mods: M.ADMIN, what: snippet(adminSet[0], 60) });
    if (x) out.push(x);
  }
  // Rows of customers or a personal-data file handed to a hosted model's API: data leaving the company.
  out.push(...personalDataToModel(text));
  // (cls-code15) plumbum's bound commands (rm["-rf", "/srv/data"](), local["dropdb"]["-h", "db-prod", "orders"] & FG): the
  // program run with the words in brackets.
  if (/\bplumbum\b/.test(text)) for (const m of text.matchAll(/(?:\blocal\[\s*["'](\w[\w-]*)["']\s*\]|\b([a-z][\w-]*))\s*\[([^\]\n]{1,400})\]\s*(?:\(\s*\)|&\s*FG\b|\.run\s*\()/g)) {
    const prog = (m[1] ?? m[2]) as string;
    if (isProgram(prog)) out.push(...ctx.inner(`${prog} ${argvCommand(m[3] as string)}`));
  }
  // (cls-code15) A Kubernetes client's delete (delete_collection_namespaced_pod(namespace="prod"), CoreV1().Pods("prod").
  // DeleteCollection(…), deleteNamespacedDeployment({ name, namespace })) is read as the kubectl command it is.
  // Every pod of a namespace deleted is every workload there restarted by its controller (production: dangerous).
  if (KUBE_CLIENT.test(text) && !TEST_DEF.test(text) && !MODULE_DOUBLE.test(text)) {
    for (const line of kubeClientCommands(text)) {
      const pods = /^kubectl delete pods? --all -n (\S+)$/.exec(line);
      if (!pods) out.push(...ctx.inner(line));
      else {
        const x = ladder('dangerous', 'destructive', 'reversible', `deletes every pod of namespace ${pods[1] as string}; their controllers restart them all (${line})`);
        const e = detectEnv(pods[1] as string).env;
        out.push(e !== 'unknown' ? { ...x, env: e } : x);
      }
    }
  }
  // (cls-code15) An infrastructure program (Pulumi, CDK, CDKTF) declares what a deploy will create: judged as the
  // configuration it writes, like a Terraform file (a rule open to 0.0.0.0/0, public access, a safeguard off).
  const iacProgram = IAC_PROGRAM.test(text) || IAC_CONSTRUCT.test(text);
  // (lead18) …and a Terraform/OpenTofu block on its own is that configuration.
  if (iacProgram || HCL_BLOCK_HEAD.test(text.trimStart())) out.push(...iacDeclared(text, ctx));
  // (lead18) A Terraform provisioner's commands (local-exec command = "…", remote-exec inline = ["…"]) run at apply.
  if (HCL_BLOCK_HEAD.test(text.trimStart())) {
    const lines: string[] = [];
    for (const m of text.matchAll(/\bcommand\s*=\s*"((?:[^"\\\n]|\\.)*)"|\binline\s*=\s*\[([^\]]*)\]/g)) {
      if (m[1] !== undefined) lines.push(m[1].replace(/\\"/g, '"'));
      else for (const q of (m[2] as string).matchAll(/"((?:[^"\\]|\\.)*)"/g)) lines.push((q[1] as string).replace(/\\"/g, '"'));
    }
    if (lines.length) for (const x of ctx.inner(lines.join('\n'))) if (x.level !== 'safe' && x.level !== 'reversible') out.push({ ...x, reason: `a provisioner would run at apply: ${x.reason}` });
  }
  // Secret files read, remote code run, permissions changed: acts the call readers below do not see.
  out.push(...secretFileReads(text), ...remoteCodeRuns(text), ...permissionCalls(text, ctx), ...personalSyncWrites(text), ...personalDriveUploads(text), ...boundBucketDeletes(text));
  // (cls-interp20) People's rows read by a query, then sent in a request body to a host outside the company.
  out.push(...queriedDataSent(text));
  // (cls-code17) A background job enqueued is the act its worker names (readers/jobs.ts).
  const queued = JOB_GATE.test(text) && !MODULE_DOUBLE.test(text);
  if (queued || JOB_ASSERTED.test(text)) out.push(...enqueuedJobs(text, ctx));
  // (cls-interp22) Registry values written from code (Python's winreg.SetValueEx on a key opened above, .NET's
  // Registry.SetValue / [Microsoft.Win32.Registry]::SetValue): judged as `reg add` of the same key, name and data.
  if (/SetValue(?:Ex)?\s*\(/.test(text) && text.length < 20000) {
    const r = codeRegistryWritesI22(text);
    if (r) out.push(r);
  }
  // Shell commands in backticks (Ruby, Perl, PHP) or qx{…} / %x{…}: run by the interpreter.
  for (const cmd of backtickCommands(text)) out.push(...ctx.inner(cmd));
  // (cls-code17) ansible-runner's run(host_pattern=…, module=…, module_args=…, inventory=…): the ad-hoc command it is.
  if (/\bansible_runner\.run(?:_async)?\s*\(/.test(text)) {
    const kw = (k: string): string | undefined => new RegExp(String.raw`\b${k}\s*=\s*(["'])((?:(?!\1)[^\n])*)\1`).exec(text)?.[2];
    const mod = kw('module');
    if (mod) out.push(...ctx.inner(`ansible ${kw('host_pattern') ?? 'all'}${kw('inventory') ? ` -i ${kw('inventory') as string}` : ''} -m ${mod}${kw('module_args') !== undefined ? ` -a '${(kw('module_args') as string).replace(/'/g, "'\\''")}'` : ''}`));
  }
  // (cls-code17) A workflow task handed a command line (Airflow BashOperator(bash_command=…), SSHOperator(command=…), Prefect
  // shell_run_command(command=…) / ShellOperation(commands=[…]), KubernetesPodOperator(cmds=[…], arguments=[…])): that command runs.
  if (/\b(?:bash_command|ShellOperation|shell_run_command|SSHOperator|KubernetesPodOperator|DockerOperator)\b/.test(text)) for (const cmd of taskCommands(text)) out.push(...ctx.inner(cmd));
  // (cls-code17) Visual Basic's file and process statements (Kill "…", fso.DeleteFolder "…", True, sh.Run "cmd /c …"): the command they are.
  if (VB_GATE.test(text)) for (const cmd of vbCommands(text)) out.push(...ctx.inner(cmd));
  // An HTTP request stated in parts (PHP curl_setopt CURLOPT_CUSTOMREQUEST, Ruby Net::HTTP::Delete.new(uri), .NET
  // HttpRequestMessage(HttpMethod.Delete, url), Java HttpRequest.newBuilder().uri(…).DELETE()): read as that request.
  const byParts = requestByParts(text);
  if (byParts) out.push(...readHttp({ ...byParts, files: [], headers: [], bulk: undefined, context: comments.join('. ') }));
  // Perl, Ruby and PHP builtins called without parentheses: unlink glob "…", system "…", rmtree "…".
  for (const x of parenlessBuiltins(text, ctx)) out.push(x);
  let redisBulk = false;
  const redisLoopVar = /\bfor\s+(?:const\s+|let\s+|await\s+\(?\s*(?:const|let)\s+)?(\w+)\s+(?:in|of)\s+(?:await\s+)?[\w.]*\.(?:scan_iter|scanIterator|keys)\s*\(/.exec(text)?.[1] ?? '';
  // (cls-code18) Redis keys deleted by a pattern (r.delete(*r.keys("session:*")), r.unlink(*r.scan_iter("cache:*")), a loop over
  // scan_iter deleting each): the bulk DEL the CLI pipeline is (redis-cli --scan --pattern P | xargs redis-cli del).
  {
    const bound = /\b(\w+)\s*=\s*(?:await\s+)?[\w.]*\.(?:keys|Keys)\s*\(\s*["'`]([^"'`\n]+)["'`]/.exec(text);
    const boundDel = bound && new RegExp(String.raw`\.(?:delete|unlink|del|Del|Unlink)\s*\(\s*(?:\*|\.\.\.)\s*${bound[1] as string}\s*\)`).test(text) ? [bound[0], bound[2]] : null;
    const bulk = /\.(?:delete|unlink|del|Del|Unlink)\s*\(\s*(?:\*|\.\.\.)\s*(?:await\s+)?[\w.]*\.(?:keys|scan_iter|scanIterator|Keys)\s*\(\s*(?:match\s*=\s*)?["'`]([^"'`\n]+)["'`]/.exec(text) ?? boundDel ?? (/\bfor\b[^\n]{0,60}\b(?:scan_iter|keys|scanIterator)\s*\(\s*(?:match\s*=\s*)?["'`]([^"'`\n]+)["'`][^\n]*\n?[^\n]{0,120}\.(?:delete|unlink|del)\s*\(/.exec(text));
    if (bulk) {
      redisBulk = true;
      out.push(...ctx.inner(`redis-cli --scan --pattern '${(bulk[1] as string).replace(/'/g, '')}' | xargs redis-cli del`));
    }
  }
  // (cls-code18) Pulumi's Automation API (auto.select_stack / create_or_select_stack, LocalWorkspace.selectStack) run on a
  // stack: stack.up / destroy / refresh are the CLI's pulumi up / destroy / refresh on that stack; preview only previews.
  if (/\b(?:select_stack|create_or_select_stack|create_stack|selectStack|createOrSelectStack|createStack|UpsertStackLocalSource|SelectStackLocalSource)\s*\(/.test(text)) {
    const name = /\bstack_?[nN]ame\s*[:=]\s*["'`]([\w./-]+)["'`]/.exec(text)?.[1] ?? /\b(?:select_stack|create_or_select_stack|selectStack|createOrSelectStack)\s*\(\s*["'`]([\w./-]+)["'`]/.exec(text)?.[1] ?? 'STACK';
    for (const m of text.matchAll(/\.\s*(up|destroy|refresh|preview|Up|Destroy|Refresh|Preview)\s*\(/g)) out.push(...ctx.inner(`pulumi ${(m[1] as string).toLowerCase()} --stack ${name} --yes`));
  }
  // (cls-code18) Perl's kill SIGNAL, -1 (also kill('KILL', -1)) signals every process the user may: kill -9 -1.
  {
    const everyPid = /\bkill\s*\(?\s*['"]?(-?(?:\d+|[A-Z]{3,8}))['"]?\s*,\s*-1\b/.exec(text);
    if (everyPid && /^perl\b|\bperl\s+-|\bmy\s+[$@%]|\buse\s+(?:strict|warnings)\b|^\s*kill\s/m.test(text)) out.push(...ctx.inner(`kill -${(everyPid[1] as string).replace(/^-|^SIG/g, '')} -1`));
  }
  // SQL and shell carried in string literals.
  // (cls-code16b) Statements sent to an in-memory database the snippet opened (sqlite3.connect(":memory:"), new
  // Database(':memory:'), "Data Source=:memory:") and to no other: what they drop or delete vanishes with the process.
  const memOnly = IN_MEMORY_DB.test(text) && !OTHER_DB.test(text);
  // (cls-over18: a deny list of literals or a test's expectation about a checker names statements; it runs none.)
  const namesOnly = namesOnlyOver18(text);
  // (cls-gui26) Code that drives an interface names controls: a literal with no SQL clause ('Delete 214 contacts') is a label.
  const ui26 = drivesUi26(text);
  for (const s of lits) {
    if (namesOnly) break;
    if (!SQLISH.test(s) || !/\s/.test(s)) continue;
    // (cls-api17) A short label in Title Case ("Delete Account", "Drop Shipping", app.buttons["Delete Account"]) is text a
    // person reads on a control, not a statement: SQL is written in keywords' capitals or in lower case.
    if (UI_LABEL.test(s) || ui26 && uiLabel26(s)) continue;
    // (cls-code18) A question or exclamation shown to a person ("Delete all?", "Drop everything!") names no table: no statement.
    if (/[?!]\s*$/.test(s) && !/\b(?:from|table|database|schema|into|where|index|view|collection)\b/i.test(s)) continue;
    // cls-benign18: so is one in sentence case ("Delete account", "Remove all devices", "Cancel subscription?"), unless the
    // snippet hands a literal to a call that runs SQL (cursor.execute("Delete …")).
    if (SENTENCE_LABEL_B18.test(s) && !SQL_CALL_B18.test(text)) continue;
    for (const x of ctx.sql(s)) out.push(memOnly && !x.unplaced && x.level !== 'safe' && /^(?:drop|delete|truncate|alter|update)\b/i.test(s) ? f('safe', `acts on an in-memory or throwaway test database the code made: ${x.reason}`) : x);
  }
  // (cls-api18) A GraphQL mutation document in a string literal (hasura.execute({"query": "mutation { … }"}),
  // graphql.request(url, `mutation { … }`), apollo.mutate({ mutation: gql`mutation { … }` })) is the request the client
  // sends: read as a POST of that document by its first field, as the same document in a request body or a tool's query.
  // (Not when a request client already sends it to a GraphQL URL: fetch("…/graphql", {body: …}) is read as that request.)
  let gqlDocs = /\b(?:fetch|axios(?:\.post)?|requests\.post|httpx\.post|http\.post|\$http\.post|HttpClient|got\.post|ky\.post)\s*\(\s*["'`]https?:\/\/[^"'`\s]*graphql/i.test(text) ? 4 : 0;
  for (const s of lits) {
    if (gqlDocs >= 4 || !/^\s*mutation\b[^{]{0,200}\{/.test(s)) continue;
    gqlDocs++;
    out.push(...readHttp({ method: 'POST', url: '/graphql', body: JSON.stringify({ query: s }), files: [], headers: [], bulk: undefined, context: comments.join('. ') }));
  }
  // A shell handed a script as three literals in a row, in any language's process API: ("sh", "-c", script) in Go
  // exec.Command, Java/Kotlin ProcessBuilder, Rust Command::new("sh").arg("-c").arg(…), Swift Process, Elixir
  // System.cmd, Node spawn, Python argv lists.
  for (let i = 0; i + 2 < lits.length && i < 200; i++) {
    if (SHELL_BINARY.test(lits[i] as string) && SHELL_SCRIPT_FLAG.test(lits[i + 1] as string) && (lits[i + 2] as string).trim()) out.push(...ctx.inner(lits[i + 2] as string));
  }
  // Rust's Command builder: Command::new("rm").arg("-rf").arg(dir) or .args(["-rf", dir]) runs the program with those words.
  for (const cmd of rustCommands(text)) out.push(...ctx.inner(cmd));
  // Argument vectors in any language's process API (ProcessBuilder("rm", "-rf", dir), os.execvp("rm", [...]),
  // System.cmd("rm", [...]), callProcess "rm" [...], Seq("rm", …).!, local["rm"]["-rf", d]): the program and its words.
  for (const cmd of argvVectors(text)) out.push(...ctx.inner(cmd));
  const provider = /stripe|square|adyen|braintree|paddle|chargebee|recurly|mollie/i.exec(text)?.[0] ?? '';
  let mockCalls = 0;
  const inMemory = IN_MEMORY_DB.test(text) && !OTHER_DB.test(text);
  // A test that replaces its SDK or HTTP layer with a double (jest.mock('stripe'), vi.mock, mock.patch('…'), @patch,
  // sinon.stub, nock, moto's mock_aws) and asserts on it: the API calls it makes reach the double, not the service.
  // Shell commands and file deletions it runs are still real.
  // A bare patch() call is never started (python -c "mock.patch('boto3.client'); …" reaches the real service): a
  // double that rests only on such calls counts inside a test function alone; `with patch(…)`, @patch, .start(),
  // jest/vi.mock, sinon and nock replace the module where they stand.
  const bareOnly = !MODULE_DOUBLE.test(text.replace(BARE_PATCH, ''));
  // moto's `with mock_aws():` / `@mock_aws` (and any `with patch(…)` block) replaces the service for the code inside it,
  // asserted on or not.
  // (cls-over15: also a pytest test taking a mocked-service fixture, def test_x(s3_mock) / (mock_s3), that asserts.)
  // (cls-code17) A vendor SDK pointed at a stand-in on this machine (stripe.api_base = "http://localhost:12111", stripe-mock)
  // and at no other host: its calls reach the stand-in, as calls on a double do.
  const localStandIn = LOCAL_API_BASE.test(text) && !/https?:\/\/(?!localhost\b|127\.0\.0\.1\b|0\.0\.0\.0\b|stripe-mock\b)[\w-]+\./.test(text);
  const doubled = (MOCK_FIXTURE_TEST.test(text) && (ASSERTS.test(text) || /^\s*assert\s/m.test(text))) || MODULE_DOUBLE.test(text) && (ASSERTS.test(text) || /\bwith\s+(?:mock_\w+|(?:mock\.)?patch(?:\.object)?)\s*\(|^\s*@mock_\w+\b/m.test(text)) && (!bareOnly || TEST_BLOCK.test(text));
  // A directory walked and its entries deleted, in any language's idiom (Path('/d').rglob, os.scandir, Files.walk,
  // Directory.GetFiles, os.ReadDir, read_dir, Dir.each_child, Find.find, File::Find, Deno.readDir, readdir, scandir):
  // every file the directory holds, or a filtered set when the loop tests names, ages or sizes.
  const walk = walkedDeletion(/home|userprofile/i.test(text) ? text.replace(HOME_EXPR, '"~"') : text);
  if (walk) out.push(...pathDeletion(walk.path, walk.recursive, snippet(walk.what, 60)));
  // Names bound to test doubles (const send = jest.fn(); s3.send = send; var m = new Mock<…>(); c = MagicMock()): calls on
  // them, or handing only them to a function under test, act on nothing real; nor do calls inside a double's setup.
  const doubles = testDoubles(text);
  const doubleSpans: [number, number][] = [];
  // (cls-code15b) Kotlin/Groovy: a directory's listing (File("/srv/backups").listFiles(), bound or chained) whose entries
  // are each deleted in a forEach { it.delete() }: every entry of that directory, judged by its path like rm DIR/*.
  const ktListed = /\bFile\(\s*"([^"\n]{1,300})"\s*\)\s*\.\s*(?:listFiles|walk(?:TopDown|BottomUp)?)\(\s*\)[^\n]{0,120}(?:\n[^\n]{0,200}){0,3}?\.forEach\s*\{\s*(?:(\w+)\s*->\s*)?(?:it|\2)\.(delete|deleteRecursively)\(\s*\)/.exec(text.slice(0, 5000));
  if (ktListed) out.push(...pathDeletion(`${(ktListed[1] as string).replace(/\/$/, '')}/*`, ktListed[3] === 'deleteRecursively' || /walk/.test(ktListed[0]), snippet(ktListed[0].replace(/\s+/g, ' '), 60)));
  // (cls-code18) Capistrano/SSHKit: on roles(:app) do ⏎ execute :sudo, :systemctl, :restart, :puma ⏎ end runs that command on
  // every host of the role; the block's own words (on, roles, within, as) are no act.
  const sshkit = SSHKIT_BLOCK.test(text);
  if (sshkit) for (const cmd of sshkitCommands(text)) out.push(...ctx.inner(cmd));
  for (const c of calls(text)) {
    const recv = c.receiver.replace(/\.$/, '');
    if (sshkit && c.receiver === '' && /^(?:on|roles|release_roles|primary|execute|within|with|as|capture|test|upload!|download!)$/.test(c.name)) continue;
    // (The spread delete of the keys a pattern listed was read above as that bulk DEL.)
    if (redisBulk && /^(?:delete|unlink|del|Del|Unlink)$/.test(c.name) && (/^\s*(?:\*|\.\.\.)/.test(c.args) || (redisLoopVar !== '' && c.args.trim() === redisLoopVar))) continue;
    // (cls-code16) A response's status checked (r.raise_for_status(), EnsureSuccessStatusCode()): no act.
    if (/^(?:raise_for_status|EnsureSuccessStatusCode|ensure_success_status_code|error_for_status)$/.test(c.name)) continue;
    // (cls-code17) The enqueue call itself (perform_async, apply_async, Oban.insert, Job.set(wait: …)) was read with its job.
    if (queued && ENQUEUE_CALL.test(c.name) && (!/^(?:insert|insert_all|Insert|InsertTx|set|send|sendAfter|trigger|push|push_bulk)$/.test(c.name) || QUEUE_RECEIVER.test(c.receiver))) continue;
    // (cls-code19) One cache key deleted through a framework cache (Rails.cache.delete("homepage"), cache.delete('k'),
    // Cache::forget('k'), caches.default.delete(key)): it is rebuilt on the next read (LABELS: one rebuildable cache key).
    if (/^(?:delete|del|forget|invalidate|evict|remove|Remove|RemoveAsync|unlink|delete_many)$/.test(c.name) && /(?:^|\.)(?:cache|Cache|caches|cache_?client)(?:\.default)?\.$/.test(c.receiver) && /^\s*(?:["'`][^"'`*\n]{1,200}["'`]|:[a-z_]\w*)\s*$/.test(c.args)) {
      out.push(f('reversible', `deletes a cache key that is rebuilt (${snippet(`${c.rawRecv.trim()}${c.name}(${c.args})`, 50)})`));
      continue;
    }
    // An in-memory collection bound to a name (const memo = new Map(); memo.clear(), seen = set(); seen.clear()): nothing lasting.
    if (/^(?:clear|Clear|delete|remove|Remove|removeAll|RemoveAll|drain|truncate|pop|popitem|discard)$/.test(c.name) && /^(?:Map|Set|WeakMap|WeakSet|HashMap|HashSet|ArrayList|LinkedList|List|Dictionary|ConcurrentHashMap|ConcurrentDictionary|LinkedHashMap|TreeMap|dict|set|list|deque|OrderedDict|defaultdict|Counter|Array|Vec|VecDeque|BTreeMap|StringBuilder|mutableMapOf|mutableListOf|mutableSetOf)\.$/.test(c.receiver)) {
      out.push(f('reversible', `changes an in-memory collection of this process (${snippet(`${c.rawRecv.trim()}${c.name}(${c.args})`, 50)})`));
      continue;
    }
    if (ktListed && /^(?:it|\w+)\.$/.test(c.receiver) && /^delete(?:Recursively)?$/.test(c.name) && !c.args.trim()) continue;
    if (doubles.size || doubleSpans.length) {
      const root = /^[\w$]+/.exec(c.receiver)?.[0] ?? '';
      const argOnly = /^\s*([\w$]+)(?:\.Object)?\s*$/.exec(c.args)?.[1] ?? '';
      // A function under test handed a double as its first argument (delete_bucket(mock_s3, 'prod-assets')) acts on the double.
      // (cls-code16) So is one handed a double in any place inside a test (purge('acme-prod-uploads', s3 as any)).
      const firstDouble = c.receiver === '' && (doubles.has(/^\s*([\w$]+)\s*,/.exec(c.args)?.[1] ?? '') || (TEST_DEF.test(text) && /,/.test(c.args) && c.args.split(',').some((a) => doubles.has(a.trim().replace(/\s+as\s+\w+$/, '')))));
      // (cls-code19: a double called by its own name, const rm = jest.fn(); rm('/var/lib/postgresql'), reaches nothing real.)
      if ((c.receiver === '' && doubles.has(c.name)) || doubles.has(root) || doubles.has(argOnly) || firstDouble || MOCK_RECEIVER.test(`${argOnly}.`) || doubleSpans.some(([a, b]) => c.at > a && c.at < b)) {
        mockCalls++;
        if (doubles.has(root)) doubleSpans.push([c.at, c.at + c.rawRecv.length + c.name.length + c.args.length + 2]);
        continue;
      }
    }
    // A route registered on a web app or router (app.delete('/api/items/:id', handler), @app.delete("/todos/{id}")) and a
    // reply written to the request (res.sendStatus(204), res.status(404).json(…)): the app's code, run when requests come.
    if (ROUTER_RECEIVER.test(recv) && ROUTE_METHOD.test(c.name) && (/^\s*["'`]\/[^"'`]*["'`]\s*,/.test(c.args) || (/^\s*["'`]\/[^"'`]*["'`]/.test(c.args) && text.charCodeAt(c.at - 1) === 64))) {
      out.push(f('safe', `registers a route handler; it runs when a request comes (${snippet(`${recv}.${c.name}(${c.args}`, 50)})`));
      continue;
    }
    if (RESPONSE_RECEIVER.test(recv) && RESPONSE_METHOD.test(c.name)) continue;
    // (cls-code16) A call inside a decorator's arguments configures the function below it (@retry(stop=stop_after_attempt(3)),
    // @backoff.on_exception(backoff.expo, …)): no act of its own.
    {
      const ls = text.lastIndexOf('\n', c.at - 1) + 1;
      const lineHead = text.slice(ls, c.at);
      if (/^[ \t]*@[\w.]+\(/.test(lineHead)) continue;
    }
    // cls-benign16: a data frame reshaped in memory (df.drop(columns=[…]), users_df.pop("ssn"), sdf.drop("email"), df.dropna()):
    // the frame in this process changes, no store does; what is then written out (to_sql, to_parquet, saveAsTable) is read apart.
    if (frameChain(recv) && FRAME_IN_MEMORY.test(c.name)) continue;
    // The walk above judged the deletions made inside it (their argument is the entry the walk is at).
    if (walk && RM_CALL.test(c.name) && !/["'`](?:[~/\\]|[A-Za-z]:)/.test(`${c.rawRecv}${c.args}`.replace(walk.dirLit, ''))) continue;
    // A call on a test double, or an assertion about one (mock_s3.delete_bucket.assert_called_once_with(…)), acts on nothing real.
    if (MOCK_RECEIVER.test(c.receiver) || MOCK_ASSERT.test(c.name)) {
      mockCalls++;
      doubleSpans.push([c.at, c.at + c.rawRecv.length + c.name.length + c.args.length + 2]);
      continue;
    }
    // (cls-code16) Swift's labelled path argument (removeItem(at: home), removeItem(atPath: p)) is the path.
    const argStr = /^(?:removeItem|trashItem)$/.test(c.name) ? c.args.trim().replace(/^(?:at|atPath)\s*:\s*/, '') : c.args.trim();
    // A mail or notification object built to be sent (Mail::to($u)->send(new PriceIncrease()), notify(new InvoicePaid($i))):
    // its class name is the message's subject, not an act; the send is what is judged.
    if (/^new\s/.test(text.slice(c.at, c.at + 4)) && !/(?:Command|Request|Input|Params|Operation|Options)$/.test(c.name) && /\b(?:send|sendNow|notify|notifyNow|queue|later|dispatch|mail|broadcast|deliver)\s*\(\s*(?:[^,()]{0,80}(?:\([^()]*\))?\s*,\s*)?$/.test(text.slice(Math.max(0, c.at - 120), c.at))) continue;
    // .NET: Process.Start("bash", "-c \"rm -rf /\"") runs the program with that argument string.
    if (c.name === 'Start' && /(?:^|\.)Process$/.test(recv)) {
      const words = [...argStr.matchAll(/@?"((?:[^"\\]|\\.)*)"/g)].map((x) => (x[1] as string).replace(/\\(["\\])/g, '$1'));
      if (words.length) out.push(...ctx.inner(words.join(' ')));
      continue;
    }
    // Groovy runs a string as a command line: "rm -rf ${dir}".execute(), ["rm", "-rf", dir].execute().
    if (c.name === 'execute' && argStr === '' && /^\s*(?:["'][\s\S]*["']|\[[^\]]*\])\s*\.?\s*$/.test(c.rawRecv)) {
      const raw = c.rawRecv.trim().replace(/\.$/, '').trim();
      const cmd = raw.startsWith('[') ? argvCommand(raw.slice(1, -1)) : concatenated(raw.replace(/^"/, '`').replace(/"$/, '`')) ?? firstLiteral(raw);
      if (cmd) out.push(...ctx.inner(cmd));
      continue;
    }
    // exec('import shutil; …') / eval("require('fs').rmSync(…)"): program code handed over as a string is read as code.
    if ((c.name === 'exec' || c.name === 'eval') && c.receiver === '') {
      const src = firstLiteral(argStr);
      // (cls-code14: a command line that interpolates code, exec(`rm -rf ${os.homedir()}`), is Node's child_process exec: read below as a command.)
      if (src && /\b(?:import\s|require\(|os\.|shutil\.|subprocess\.|pathlib\.|fs\.|child_process|open\()/.test(src) && /[(.]/.test(src) && !(isProgram(/^\s*([\w.-]+)/.exec(src)?.[1] ?? '') && /\$\{|#\{/.test(src))) {
        out.push(...ctx.code(src.replace(/\\n/g, '\n')));
        continue;
      }
    }
    // A collection dropped through a Mongo client in any language (Ruby client[:orders].drop, PHP
    // $client->shop->orders->drop(), Rust collection("orders").drop(None)): the whole collection, or the database when the
    // chain names only a database.
    // (cls-code14) Databricks / Synapse file utilities: dbutils.fs.rm(path, True) removes the tree; a mount's root is the
    // whole store, a path below it a filtered set of its files, judged where the path's own name places it.
    if (c.name === 'rm' && /(?:^|\.)(?:dbutils|mssparkutils|notebookutils)\.fs\.$/.test(c.receiver)) {
      const p = firstLiteral(argStr) ?? '';
      // (cls-code16b) The driver's scratch space (/tmp/…, dbfs:/tmp/…, file:/tmp/…, /local_disk0/tmp/…) holds nothing lasting.
      if (/^(?:dbfs:|file:)?\/(?:local_disk0\/)?tmp\/[\w.-]/.test(p)) {
        out.push(f('safe', `removes scratch files under /tmp (${snippet(`${recv}.rm(${argStr})`, 60)})`));
        continue;
      }
      const root = /^(?:dbfs:)?\/mnt\/[^/]+\/?$|^[a-z0-9]+:\/\/[^/]+\/?$|^abfss?:\/\/[^/]+@[^/]+\/?$/i.test(p);
      const act: Act = { verb: 'delete', obj: root ? 'bucket' : 'file', scope: root ? 'all' : /,\s*(?:True|true|recurse\s*=\s*True)/.test(argStr) ? 'some' : 'one', mods, what: snippet(`${recv}.rm(${argStr})`, 60) };
      const e = detectEnv(p).env;
      if (e !== 'unknown') act.env = e;
      const x = judge(act);
      if (x) out.push(x);
      continue;
    }
    // (cls-code14) pandas' to_sql(name, engine, if_exists="replace") drops and recreates the table; a Delta table's
    // delete("condition") deletes the rows the condition matches.
    if (/^to_(?:sql|postgis|gbq)$/.test(c.name) && /\bif_exists\s*=\s*["']replace["']/.test(argStr)) { // (cls-sdk25: geopandas to_postgis, pandas-gbq to_gbq alike)
      const act: Act = { verb: 'delete', obj: 'table', scope: 'all', mods, what: snippet(`${recv ? `${recv}.` : ''}to_sql(${argStr})`, 60) };
      // (A local file or in-memory database — sqlite, duckdb — is a dev store.)
      if (/\b(?:sqlite|duckdb)\w*|:memory:/i.test(argStr)) act.env = 'dev';
      // (cls-code18) …also when the engine or connection is a name bound to one (engine = create_engine("sqlite:///:memory:"),
      // con = duckdb.connect()).
      const conName = /^\s*(?:name\s*=\s*)?["'][^"']*["']\s*,\s*(?:con\s*=\s*)?([A-Za-z_]\w*)\b/.exec(argStr)?.[1];
      const bound = conName ? new RegExp(String.raw`(?:^|[\s;])${conName}\s*=\s*([^\n]{0,160})`).exec(text)?.[1] ?? '' : '';
      if (/["'`]sqlite(?:\+\w+)?:\/\/(?:\/:memory:)?["'`]|:memory:|\bduckdb\.connect\(\s*\)/i.test(bound) || /:memory:|["'`]sqlite(?:\+\w+)?:\/\/["'`]/.test(argStr)) {
        out.push(f('safe', `replaces a table of an in-memory database the code made (${snippet(`to_sql(${argStr})`, 50)})`));
        continue;
      }
      if (/\bsqlite|\bduckdb\.connect\(/i.test(bound)) act.env = 'dev';
      const x = judge(act);
      if (x) out.push(x);
      continue;
    }
    if (c.name === 'delete' && /\bDeltaTable\.(?:forName|forPath)\b/.test(c.rawRecv) && /^\s*(?:["']|F\.|col\(|expr\()/.test(argStr)) {
      const x = judge({ verb: 'delete', obj: 'record', scope: 'some', mods, what: snippet(`DeltaTable.delete(${argStr})`, 60) });
      if (x) out.push(x);
      continue;
    }
    // (cls-code14: also a handle whose name says Mongo, subscripted by database and collection: mongo_prod["shop"]["orders"].drop().)
    if (c.name === 'drop' && /^\s*(?:None|null|nil|ctx|context\.\w+\(\s*\))?\s*$/.test(argStr) && (/mongodb(?:\+srv)?:\/\/|\bMongo(?:DB)?\.?(?:Client|Driver)|\bMongoClient|\bmongo\.Connect/i.test(text) || /\b\w*mongo\w*\s*\[\s*["'][\w.-]+["']\s*\]\s*\[\s*["'][\w.-]+["']\s*\]\s*\.\s*drop\s*\(/i.test(text))) {
      const dbOnly = /(?:^|\.)(?:database|Database|getDatabase|GetDatabase|db)\s*(?:\([^()]*\))?\.$/.test(c.rawRecv.replace(/\s/g, '')) && !/collection|\[/i.test(c.rawRecv);
      const x = judge({ verb: 'delete', obj: dbOnly ? 'database' : 'table', scope: 'all', mods, what: snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60) });
      if (x) out.push(x);
      continue;
    }
    // An Azure Blob container (a bucket) or a Cosmos DB container (a table) deleted: the whole store, not one record.
    if (/^(?:delete_?container|DeleteContainer|deleteContainer)(?:_?[Aa]sync|IfExists(?:Async)?)?$/.test(c.name) && /Blob|Cosmos|azure/i.test(text)) {
      const x = judge({ verb: 'delete', obj: /backup|snapshot/i.test(argStr) ? 'backup' : /Cosmos/i.test(text) ? 'table' : 'bucket', scope: 'all', mods, what: snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60) });
      if (x) out.push(x);
      continue;
    }
    // (cls-code15b) Google Cloud Storage's bucket.deleteFiles() with no prefix or glob deletes every object of the bucket: the
    // bucket emptied at once; its name says which environment (and whether it holds backups).
    if (c.name === 'deleteFiles' && /\bbucket\s*\(\s*["'`]?[^()]*\)\s*\.\s*$/.test(c.rawRecv) && !/\b(?:prefix|matchGlob|versions)\b/.test(argStr)) {
      const name = /\bbucket\s*\(\s*["'`]([^"'`]+)["'`]/.exec(c.rawRecv)?.[1] ?? '';
      const act: Act = { verb: 'delete', obj: /backup|snapshot/i.test(name) ? 'backup' : 'bucket', scope: 'all', mods, what: snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60) };
      const e = detectEnv(name).env;
      if (e !== 'unknown') act.env = e;
      else if (env.env !== 'unknown') act.env = env.env;
      const x = judge(act);
      if (x) out.push(x);
      continue;
    }
    // GitPython's repo.git.<command>(…) runs that git command (repo.git.reset('--hard', 'HEAD~5'), repo.git.push('origin',
    // 'main', force=True)): read as the command line, so it means what it means in bash.
    if (/[\w)\]]\.git\.$/.test(c.receiver) && /^[a-z][a-z_]*$/.test(c.name)) {
      const words = [...argStr.matchAll(/["']([^"'\n]*)["']|\b([a-z_]\w*)\s*=\s*True\b/g)].map((x) => (x[2] !== undefined ? `--${x[2].replace(/_/g, '-')}` : (x[1] as string)));
      out.push(...ctx.inner(['git', c.name.replace(/_/g, '-'), ...words].map((w) => (/^[\w./:=@%+,~^-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ')));
      continue;
    }
    // Java/Kotlin ProcessBuilder("rm", "-rf", dir), ProcessBuilder(List.of(…)): the program and its arguments as a vector.
    if (c.name === 'ProcessBuilder') {
      const cmd = argvCommand(argStr.replace(/^\s*(?:List\.of|Arrays\.asList|listOf|arrayOf|mutableListOf)\s*\(([\s\S]*)\)\s*$/, '$1').replace(/^\s*new\s+String\s*\[\s*\]\s*\{([\s\S]*)\}\s*$/, '$1'));
      if (cmd.trim()) out.push(...ctx.inner(cmd));
      continue;
    }
    // (cls-code15) A program called as an attribute of a command library (Python's sh: sh.rm("-rf", p), sh.kubectl("delete",
    // "ns", "prod"); shelljs: shell.rm('-rf', p)): that program run with those words.
    if (/^(?:sh|shell|sh\.contrib)\.$/.test(c.receiver) && /^[a-z][\w-]*$/.test(c.name) && c.name !== 'exec' && isProgram(c.name) && /^\s*["'`]/.test(argStr)) {
      out.push(...ctx.inner(`${c.name} ${argvCommand(argStr)}`));
      continue;
    }
    // (cls-code18) A file sent over SFTP (Net::SFTP upload!, paramiko/pysftp put, ssh2-sftp-client put/fastPut, JSch put) is
    // scp of it to that host; a file uploaded through a consumer drive's SDK (Dropbox files_upload / filesUpload) is the
    // drive CLI's put: the copy reaches another machine or another company's account, and its name says whose data it is.
    {
      const copy = librarySend(text, c, argStr);
      if (copy) {
        out.push(...ctx.inner(copy));
        continue;
      }
    }
    // A task runner's or SSH library's command runner (Fabric/Invoke c.run('…') / c.sudo('…') / Context().run, paramiko
    // client.exec_command('…')): the string is a shell command, run on the connection's host when one is named.
    const remote = remoteRunner(text, c);
    if (remote !== undefined) {
      const cmd = concatenated(argStr) ?? firstLiteral(argStr) ?? boundLiteral(text, argStr, c.at);
      if (cmd) {
        const sh = c.name === 'sudo' && !/^\s*sudo\b/.test(cmd) ? `sudo ${cmd}` : cmd;
        out.push(...ctx.inner(remote ? `ssh ${remote} '${sh.replace(/'/g, `'\\''`)}'` : sh));
        continue;
      }
    }
    // Shell commands run from code.
    if ((EXEC_CALL.test(c.name) || (c.name === 'execute' && /^os\.$/.test(c.receiver))) && (/^(?:os|subprocess|child_process|cp|Runtime|getRuntime|shell|exec|Process|\$|Kernel|Open3|sh|Deno|Bun|)$|\.$/.test(c.receiver.split('.').slice(-2, -1)[0] ?? '') || processModuleAliasesI22(text).has(c.receiver.split('.').slice(-2, -1)[0] ?? '') || /require\(\s*["'](?:node:)?child_process["']\s*\)/.test(c.rawRecv)) || (c.name === 'system' || c.name === 'popen' || c.name === 'shell_exec' || c.name === 'create_subprocess_shell' || c.name === 'run_command')) {
      // Julia's run(`rm -rf $(homedir())`): a home lookup interpolated into the command is ~.
      const lit = concatenated(argStr) ?? firstLiteral(argStr)?.replace(/\$\(((?:[^()]|\([^()]*\)){1,200})\)/g, (x, e: string) => (new RegExp(HOME_EXPR.source).test(e) ? '~' : x));
      // Java/Kotlin hand Runtime.exec an array (new String[]{"rm", "-rf", dir}, arrayOf(…), listOf(…)): a vector like Python's list.
      const argv = /^\s*\[([^\]]*)\]/.exec(argStr)?.[1] ?? /^\s*(?:new\s+String\s*\[\s*\]\s*\{([^{}]*)\}|(?:arrayOf|listOf|List\.of|Arrays\.asList)\s*\(([^()]*)\))\s*$/.exec(argStr)?.slice(1).find((x) => x !== undefined);
      // A program and its arguments given apart (spawnSync('rm', ['-rf', dir]), exec("rm", "-rf", Dir.home), execFile):
      // each argument is a word; a home lookup is ~, any other expression a value the reader cannot see.
      // R's system2("dropdb", c("-h", host)) gives its arguments as an R vector.
      const vecArgs = c.name === 'system2' ? argStr.replace(/^(\s*["'][^"']*["']\s*,\s*)(?:args\s*=\s*)?c\(([^()]*)\)/, '$1[$2]') : argStr;
      const split = !argv && /^\s*["'][\w./-]+["']\s*,\s*(?:\[|["'])/.test(vecArgs) && !/shell\s*[:=]/.test(argStr) ? argvCommand(vecArgs.replace(/^(\s*["'][^"']*["']\s*,\s*)\[([^\]]*)\][\s\S]*$/, '$1$2')) : undefined;
      // Deno.Command("sh", { args: ["-c", "…"] }), Bun.spawn / execa with an options object: the program and its args.
      const opt = !argv && !split ? /^\s*(["'][\w./-]+["'])\s*,\s*\{[^{}]*?\bargs\s*:\s*\[([^\]]*)\]/.exec(argStr) : null;
      const cmd = argv ? argvCommand(argv) : split ?? (opt ? argvCommand(`${opt[1] as string}, ${opt[2] as string}`) : lit ?? boundLiteral(text, argStr, c.at));
      if (cmd) out.push(...ctx.inner(cmd));
      continue;
    }
    // A deletion function mapped over a listing: array_map('unlink', glob(…)), map(os.remove, glob(…)).
    if (/^(?:array_map|array_walk|map|forEach|each|foreach)$/.test(c.name)) {
      const fm = /^\s*["']?((?:[\w$]+\.)*)(\w+)["']?\s*,\s*([\s\S]*)$/.exec(argStr);
      if (fm && RM_CALL.test(fm[2] as string)) {
        const p = pathExpr(fm[3] as string);
        if (p) {
          out.push(...pathDeletion(p, /rmtree|rm_rf|RemoveAll|rimraf/.test(fm[2] as string), snippet(`${c.name}(${argStr})`, 60)));
          continue;
        }
      }
    }
    // JVM file objects deleted by their path: new File("/x").deleteDir() (Groovy), File("/x").deleteRecursively() (Kotlin), Paths.get("/x")…
    // Dart's Directory('/x').delete(recursive: true) and File('/x').delete() alike.
    const jvmFile = /(?:new\s+)?(?:java\.io\.)?(?:File|Paths\.get|Path\.of|Directory|Dir)\s*\(\s*["'`]([^"'`]+)["'`]\s*\)\s*\.?\s*$/.exec(c.rawRecv.replace(HOME_EXPR, '"~"'));
    if (jvmFile && /^(?:delete|deleteSync|deleteDir|deleteRecursively|deleteIfExists|deleteQuietly|rm|remove|unlink)$/.test(c.name)) {
      out.push(...pathDeletion(jvmFile[1] as string, /Dir|Recursively/.test(c.name) || /recursive\s*[:=]\s*(?:true|True)/.test(argStr), snippet(`${c.rawRecv.trim()}${c.name}(${argStr})`, 60)));
      continue;
    }
    // (cls-code18) A storage facade's directory (Laravel Storage::disk('s3')->deleteDirectory('backups'), Flysystem
    // $filesystem->deleteDirectory(…)) is that directory of the disk deleted with everything in it.
    if (/^(?:deleteDirectory|deleteDir)$/.test(c.name) && /(?:^|\.)(?:Storage|disk|\$?\w*(?:[fF]ilesystem|[sS]torage|[dD]isk))\.$/.test(c.receiver)) {
      const p = firstLiteral(argStr);
      if (p) {
        out.push(...pathDeletion(p, true, snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)));
        continue;
      }
    }
    // File deletion by path.
    // (cls-code16) An HTTP client's delete of an API path (api.delete(`/v2/users/${u.id}`), client.delete('/api/x/1')) is a
    // request, read below, not a file removed. (cls-api18: also after a base variable, axios.delete(`${API}/v2/…`).)
    const apiPathDelete = HTTP_VERBS.test(c.name) && HTTP_CLIENT.test(recv) && !FS_RECEIVER.test(c.receiver) && /^\s*["'`](?:\$\{\s*[A-Za-z_][\w.]*\s*\}|\{\s*[A-Za-z_]\w*\s*\}|#\{\w+\})?\/(?!(?:tmp|var|srv|home|etc|usr|opt|mnt|data|Users|root|private|Volumes)\b)[\w${}.-]+\//.test(argStr);
    if (!apiPathDelete && RM_CALL.test(c.name) && !(ROUTER_RECEIVER.test(c.receiver.replace(/\.$/, '')) && /^\s*["'`]\/[^"'`]*["'`]\s*,/.test(argStr)) && (FS_RECEIVER.test(c.receiver) || /require\(\s*["'](?:node:)?(?:fs|fs\/promises|fs-extra|rimraf)["']\s*\)/.test(c.rawRecv) || c.receiver === '' && /^(?:unlink|rmtree|remove_tree|rimraf|rm_rf)$/.test(c.name) || /^["'`](?:[~./\\]|[A-Za-z]:\\|\$|%)|^["'`](?![a-z]+:\/\/)[^"'`]*\/|glob\(|Dir\[|^\/|^[a-z]+\s*\+/.test(argStr) || HOME_ONE.test(firstArg(argStr)) || /^\s*(?:joinpath|normpath|abspath|expanduser|mktempdir|tempdir|tmpdir)\s*\(/.test(argStr) || /^\s*(?:list\.files|os\.listdir|readdirSync|Dir\.children|Dir\.entries|Dir\.glob|glob\.glob)\s*\(/.test(argStr))) {
      // A file listing given as the argument (R's list.files("dir"), Python's os.listdir("dir")): every file in it.
      const listed = /^\s*(?:list\.files|dir|os\.listdir|listdir|readdirSync|Dir\.children|Dir\.entries)\s*\(\s*["'`]([^"'`]+)["'`]/.exec(argStr)?.[1];
      // A directory the code made as temporary (dir := t.TempDir(), tmp, _ := os.MkdirTemp(…), fs.mkdtempSync(…),
      // tempfile::tempdir(), Dir.mktmpdir) removed again: its own scratch space.
      const held = /^\s*([A-Za-z_$][\w$]*)(?:\.path\(\s*\)|\.name)?\s*(?:[,)]|$)/.exec(argStr)?.[1];
      // (cls-code16b: or the constructor itself handed in place, Deno.remove(await Deno.makeTempDir(), …).)
      if ((held && tempBound(text, held)) || /^\s*(?:await\s+)?[\w.]{0,40}\b(?:makeTempDir|mkdtemp|mkdtempSync|mktempdir)(?:Sync)?\(/.test(argStr)) {
        out.push(f('safe', `removes a temporary directory it made (${snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)})`));
        continue;
      }
      // A path held in a variable assigned just before (dir := "/srv/data"; os.RemoveAll(dir)).
      const boundPath = listed ? undefined : boundLiteral(text, firstArg(argStr), c.at);
      const boundP = boundPath ?? (listed ? undefined : boundPathExpr(text, firstArg(argStr), c.at));
      const pathLit = listed ? `${listed.replace(/\/$/, '')}/*` : pathExpr(argStr) || (boundP && /^(?:[~/\\]|[A-Za-z]:\\|\.\.?\/)/.test(boundP) ? boundP : '');
      // .NET: Directory.Delete(path, true) deletes the tree.
      // Apache Commons' deleteDirectory / cleanDirectory / forceDelete remove a whole tree too.
      // Zig's deleteTree, Haskell's removeDirectoryRecursive / removePathForcibly, Groovy's deleteDir and Symfony's
      // Filesystem remove() take the whole tree too.
      const recursive = /rmtree|remove_tree|rm_rf|rm_r|RemoveAll|remove_dir_all|rimraf|rmrf|deleteRecursively|deleteDirectory|cleanDirectory|forceDelete|DeleteDirectory|deleteTree|removeDirectoryRecursive|removePathForcibly|deleteDir|removeDir$/.test(c.name) || (c.name === 'remove' && /\bnew\s+Filesystem\s*\(/.test(text)) || (c.name === 'removeItem' && !/\.\w{1,5}["'`]/.test(argStr)) || /recursive\s*[:=]\s*(?:true|True|TRUE)|-rf?\b/.test(argStr) || /glob|Dir\[|\*/.test(argStr) || (/(?:^|\.)Directory$/.test(recv) && /,\s*(?:recursive\s*:\s*)?\$?true\s*$/i.test(argStr));
      // A path held in a loop variable (for f in glob.glob('build/*.o'): os.remove(f)): the files the listing names.
      // So is a directory joined with the loop variable ('/var/backups/' + f, path.join(dir, f), f"{dir}/{f}").
      const walked = (!pathLit && /^\s*[A-Za-z_$][\w$]*\s*$/.test(argStr)) || LOOP_JOIN.test(argStr) ? LISTED_PATH.exec(text) : null;
      if (walked) {
        out.push(...pathDeletion(walkedPath(walked), recursive, snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)));
        continue;
      }
      if (pathLit || argStr) {
        const p = pathLit || (/readDir\(\s*['"]\/['"]/.test(text) ? '/' : '');
        if (p) {
          out.push(...pathDeletion(p.replace(/\/\*$/, '/*'), recursive, snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)));
          continue;
        }
      }
    }
    // A file written from code is judged like any written file: by its path and what it does afterwards.
    // (cls-code19: Bun.write(path, data) and Deno.writeTextFile(path, data) too.)
    if (WRITE_CALL.test(c.name) && (c.name !== 'write' || /^(?:File|IO|Path|fs|Files|open|Bun)$/.test(recv.split('.').pop() ?? ''))) {
      // Each literal ends at its own kind of quote, so the text written may hold the other kinds (`"console.log('x')"`).
      const litsOf = (x: string) => [...x.matchAll(/"((?:[^"\\]|\\.){0,2000})"|'((?:[^'\\]|\\.){0,2000})'|`((?:[^`\\]|\\.){0,2000})`/g)].map((y) => (y[1] ?? y[2] ?? y[3]) as string);
      // open('/etc/x', 'w').write(text), Path('/etc/x').write_text(text): the path is the receiver's argument.
      // (cls-code19: Dart's File('/etc/hosts').writeAsString(…) too.)
      const recvLits = /^(?:open|Path|pathlib\.Path|File\.open|File)\s*\(/.test(c.rawRecv.trim()) ? litsOf(c.rawRecv) : [];
      const lits = recvLits.length ? [recvLits[0] as string, ...litsOf(argStr)] : litsOf(argStr);
      const path = lits[0];
      if (path && /[/\\.~]/.test(path)) {
        // Nothing written (writeFileSync('/var/log/auth.log', ''), file_put_contents($log, '')): the file is emptied, as by `: > file`.
        if (lits.length === 2 && lits[1] === '' && /,\s*(?:""|''|``|b""|b'')\s*(?:,|\)?\s*$)/.test(argStr)) out.push(...ctx.inner(`: > '${path.replace(/'/g, '')}'`));
        else out.push(...readFileChange({ path, content: (lits[1] ?? '').replace(/\\(.)/g, (_x, ch: string) => (ch === 'n' ? '\n' : ch === 't' ? '\t' : ch)), tool: snippet(`${recv ? `${recv}.` : ''}${c.name}`, 30) }, ctx));
        continue;
      }
    }
    if (doubled || localStandIn) {
      mockCalls++;
      continue;
    }
    // The parts of a request read whole above (curl_init / curl_setopt / curl_exec, Net::HTTP::Delete.new) are not acts of their own.
    if (byParts && /^(?:curl_\w+|new|start|request|send|sendAsync|SendAsync|newBuilder|uri|build|DELETE|POST|PUT|PATCH|GET|create|URI)$/.test(c.name)) continue;
    // An HTTP request made from code (requests.delete(url), axios.post(url, body), fetch(url, {method}), client.delete("/api/…")).
    // (cls-sdk26) A role's membership written through a client whose write is named post() (graph …members.ref.post(ref)).
    const role26 = /post/i.test(c.name) ? roleGrant26(c, text, mods) : undefined;
    if (role26) {
      const x = judge(env.env !== 'unknown' ? { ...role26, env: env.env } : role26);
      if (x) out.push(x);
      continue;
    }
    const http = httpCall(c, argStr);
    if (http) {
      // (cls-sdk21) The method set on the request after it is built (Go req.Method = "DELETE", Python req.method = 'DELETE'),
      // or given by a name bound earlier (method = "DELETE"; requests.request(method, url)): that method is sent.
      // (cls-sdk21) Options bound to a name earlier and handed over (const opts = { method: "DELETE", … }; fetch(url, opts)).
      if (/^(?:fetch|\$fetch|ofetch|got|ky|request|axios|needle)$/.test(c.name)) {
        const optName = /,\s*([A-Za-z_$][\w$]{0,40})\s*\)?\s*$/.exec(argStr)?.[1];
        const bound = optName ? new RegExp(`\\b${optName.replace(/\$/g, '\\$')}\\s*=\\s*\\{[^{}]{0,400}?\\bmethod\\s*:\\s*["'\`](DELETE|POST|PUT|PATCH)["'\`]`, 'i').exec(text)?.[1] : undefined;
        if (bound && http.method === 'GET') http.method = bound.toUpperCase();
      }
      if (/^(?:NewRequest|NewRequestWithContext|Request|request)$/.test(c.name)) {
        const set = /\b[a-z]\w*\.(?:Method|method)\s*=\s*["'](DELETE|POST|PUT|PATCH)["']/.exec(text);
        const byName = /^\s*(?:ctx\s*,\s*)?([a-z_]\w*)\s*,/.exec(argStr)?.[1];
        const bound = byName && !/^(?:ctx|url|uri)$/.test(byName) ? new RegExp(`\\b${byName}\\s*:?=\\s*["'](DELETE|POST|PUT|PATCH|GET)["']`, 'i').exec(text)?.[1] : undefined;
        if (set) http.method = set[1] as string;
        else if (bound) http.method = bound.toUpperCase();
      }
      // Files the request reads into its body (data=open('~/.ssh/id_ed25519').read(), files={'f': open('customers.csv', 'rb')}).
      const files = FILE_READ.test(http.body) ? [...http.body.matchAll(/["'`]((?:~|\.{0,2}\/|[A-Za-z]:\\)[^"'`\s]{1,300}|[\w.-]+\/[\w./-]+\.\w+)["'`]/g)].map((x) => x[1] as string) : [];
      // A bare file name read into the body (readFileSync('.env'), open('credentials.json')) is a file too.
      for (const x of http.body.matchAll(FILE_READ_ARG)) files.push(x[1] as string);
      // A file opened earlier under a name (with open('customers.csv', 'rb') as f, const s = fs.createReadStream(p)) and
      // that name handed to the body (files={'file': f}, body: s): the request carries the file.
      for (const [name, path] of fileHandles(text)) if (new RegExp(`(?<![\\w.$])${name}(?![\\w$])`).test(http.body)) files.push(path);
      out.push(...readHttp({ ...http, files, headers: [], bulk: loop ? (everyScope ? 'all' : 'some') : undefined, context: comments.join('. ') }));
      continue;
    }
    // (cls-sdk21) A request whose address is known only at run time but whose method changes something (fetch(url, { ...base,
    // method: "DELETE" })): unknown is not safe.
    if (/^(?:fetch|\$fetch|ofetch|got|ky|axios|request)$/.test(c.name)) {
      const mm = /\bmethod\s*:\s*["'`](DELETE|PUT|PATCH)["'`]/i.exec(argStr);
      if (mm) {
        out.push(f('destructive', `sends a ${(mm[1] as string).toUpperCase()} request to an address known only at run time (${snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)})`));
        continue;
      }
    }
    // A statement handed to a driver (cur.execute("SELECT … FROM payments"), db.query('DELETE …')) was judged by the SQL
    // reader above; the table it names is no API resource of its own.
    // A hosted model asked for an answer (anthropic.messages.create({model, messages}), client.chat.completions.create(…)):
    // it computes a reply, as the same call over HTTP does; no person receives a message. (What it is given is judged by
    // personalDataToModel above.)
    if (/^(?:create|generate_content|generateContent|invoke_model|converse|complete|New)$/.test(c.name) && /\b[Mm]odel(?:Id|_id)?["']?\s*[:=]/.test(argStr) && MODEL_CALL.test(`${recv}.${c.name}(`)) {
      out.push(f('safe', `asks a hosted model for an answer (${snippet(`${recv}.${c.name}`, 40)})`));
      continue;
    }
    const stmt = firstLiteral(argStr);
    if (stmt && SQLISH.test(stmt) && /\s/.test(stmt) && /^(?:execute|executemany|execute_?sql|exec|query|raw|run|sql|prepare|executeQuery|executeUpdate|ExecuteNonQuery|ExecuteReader|ExecuteScalar|Exec|Query|QueryRow|QueryContext|ExecContext|fetch|fetchall|fetchrow|fetchval|select_all|select_one)$/.test(c.name)) continue;
    // An ORM told to rebuild its schema from scratch (Sequelize sync({ force: true }), sequelize.drop(), TypeORM's
    // dataSource.synchronize(true)) drops every table of the database it is connected to.
    // (cls-code15b) A directory the code made as temporary, removed by a bare call (await rm(dir, { recursive: true })
    // from fs/promises in a finally block): its own scratch space, as in the file-deletion branch above.
    if (/^(?:rm|rmSync|rmdir|rmdirSync|remove|removeSync|rimraf|emptyDir|RemoveAll|remove_dir_all|rmtree)$/.test(c.name)) {
      const held = /^\s*([A-Za-z_$][\w$]*)\s*(?:[,)]|$)/.exec(argStr)?.[1];
      // (cls-code16b: or the constructor itself handed in place, Deno.remove(await Deno.makeTempDir(), …).)
      if ((held && tempBound(text, held)) || /^\s*(?:await\s+)?[\w.]{0,40}\b(?:makeTempDir|mkdtemp|mkdtempSync|mktempdir)(?:Sync)?\(/.test(argStr)) {
        out.push(f('safe', `removes a temporary directory it made (${snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)})`));
        continue;
      }
    }
    // (cls-code15b) A data source or context told to drop its database (TypeORM AppDataSource.dropDatabase(), EF Core
    // context.Database.EnsureDeleted()) drops every table of it.
    const dbDropped = /^(?:dropDatabase|EnsureDeleted|EnsureDeletedAsync)$/.test(c.name) && !/\S/.test(argStr) && /(?:DataSource|dataSource|data_source|Connection|connection|\bDatabase|\bdatabase|\bdb)\s*\.\s*$/.test(c.rawRecv);
    const schemaReset = dbDropped || /^(?:sync|synchronize)$/.test(c.name) && /^\s*(?:\{[^}]*\bforce\s*:\s*true\b|true\s*$)/.test(argStr) || /^(?:drop|dropAllSchemas|drop_all_tables)$/.test(c.name) && !/\S/.test(argStr.replace(/\{[^}]*\}/, '')) && /(?:^|\.)(?:sequelize|dataSource|data_source|connection|orm|db|database|queryInterface)\.$/i.test(c.receiver);
    // (cls-code18) A client bound to its constructor (rgClient, err := armresources.NewResourceGroupsClient(…), var kv =
    // new SecretClient(…), blobs = BlobServiceClient(…)): the client's own name says what its calls act on.
    const ctorName = /^[a-z_]\w*$/.test(recv) ? boundCtor(text, recv) : undefined;
    // (cls-sdk22) A domain's registrar or transfer lock turned off (route53domains disable_domain_transfer_lock, a registrar
    // SDK's lock set to false): a protection weakened, as over HTTP and in a tool call.
    if (domainLockOff22(`${c.rawRecv}${c.name}`, argStr)) {
      out.push(f('dangerous', `turns off a domain's registrar or transfer lock (${snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60)})`));
      continue;
    }
    const cc = ctorName ? { ...c, receiver: `${ctorName}.`, rawRecv: `${ctorName}.` } : c;
    const act = schemaReset ? { verb: 'delete' as const, obj: 'database' as const, scope: 'all' as const, mods, what: snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60) } : apiAct(cc, ctorName ?? recv, argStr, { loop, everyScope, noFilter, mods, usd: context.usd, count: context.count, comments: comments.join('. '), provider, literals: lits.join(' ').slice(0, 2000), code: text.slice(0, 2000) });
    // (cls-sdk25) The call's shape corrects its words, or places a call the words did not: readers/sdk25.ts.
    const act25a = SDK25_GATE.test(text) ? sdk25Act(act, cc, argStr, { loop, everyScope, comments: comments.join('. '), literals: lits.join(' ').slice(0, 2000), code: text.slice(0, 4000) }) : act;
    // (cls-sdk26) Roles, pushes, tenants, bucket settings, collection handles and empty filters: readers/sdk26.ts.
    const act25 = (act25a === null || !('level' in act25a)) && SDK26_GATE.test(text) ? sdk26Act(act25a, cc, argStr, { loop, everyScope, code: text.slice(0, 4000) }) ?? act25a : act25a;
    if (act25 === null) continue;
    if ('level' in act25) {
      out.push(act25);
      continue;
    }
    if (!act) {
      if (act25) out.push(...[judge(act25)].filter((x): x is Finding => x !== null).map((x) => (env.env !== 'unknown' && !x.env ? { ...x, env: env.env } : x)));
      continue;
    }
    if (act25 !== act) Object.assign(act, act25);
    // (cls-sdk22) Something made public whose own name says it holds people's data (HfApi().update_repo_visibility(
    // "acme/customer-support-transcripts", private=False)): personal data published, as a public bucket of exports is.
    if (act.mods & M.PUBLIC && !(act.mods & M.LINK) && PEOPLE_NAMED22.test(argStr)) act.mods |= M.PII;
    // (cls-code18) Delete builders judged by what follows them: ent's client.User.Delete().Exec(ctx) with no Where and
    // diesel::delete(users) / sea-orm's X::delete_many().exec(db) with no filter are every row.
    if (act.verb === 'delete') {
      const sc = builderScope(text, c, argStr);
      if (sc) act.scope = sc;
    }
    // Tables of an in-memory database the snippet made itself (create_engine('sqlite://'), ':memory:', jdbc:h2:mem:,
    // MongoMemoryServer): they vanish with the process, so dropping them acts on nothing that lasts.
    // (cls-code15b: a migration run against it, GORM's db.AutoMigrate(&Order{}), changes nothing lasting either.)
    if (inMemory && (act.verb === 'delete' || act.verb === 'empty' || act.verb === 'migrate') && (act.obj === 'database' || act.obj === 'table' || act.obj === 'record' || act.verb === 'migrate')) {
      out.push(f('safe', `acts on an in-memory database the code made (${act.what})`));
      continue;
    }
    // (cls-code18) The password of a throwaway database the code started (Testcontainers pg.getPassword()) opens only that one.
    if (inMemory && act.obj === 'secret' && act.verb === 'read' && /\b(?:Container|container|pg|db|postgres|mysql|mongo)\w*\.$/.test(c.receiver) && /^get(?:Password|Username|JdbcUrl|ConnectionString)$/.test(c.name)) {
      out.push(f('safe', `reads the login of a throwaway test database the code started (${act.what})`));
      continue;
    }
    // A deletion that takes its automated backups with it (DeleteAutomatedBackups=True, delete_backups: true): every backup of it goes too.
    if (act.verb === 'delete' && /\b(?:delete_?automated_?backups|delete_?backups|deleteBackups|purge_?backups|remove_?backups)\b\s*[:=]\s*(?:true|True|1)/i.test(argStr)) {
      const b = judge({ ...act, obj: 'backup', scope: 'all', what: `${act.what}; its automated backups too` });
      if (b) out.push(env.env !== 'unknown' && !b.env ? { ...b, env: env.env } : b);
    }
    // (cls-code15b) Each pod of a listing deleted in a loop (for p of listNamespacedPod(…): deleteNamespacedPod(…)) is every
    // pod of the namespace: their controllers restart them all, as delete_collection_namespaced_pod above.
    if (act.verb === 'delete' && act.scope === 'all' && /^(?:delete_?namespaced_?pod|deleteNamespacedPod|DeleteNamespacedPod(?:Async)?)$/i.test(c.name)) {
      const ns = /\bnamespace\s*[:=]\s*["'`]([\w.-]{1,80})["'`]/.exec(argStr)?.[1] ?? /^\s*[^,]+,\s*["'`]([\w.-]{1,80})["'`]/.exec(argStr)?.[1] ?? '';
      const x = ladder('dangerous', 'destructive', 'reversible', `deletes every pod${ns ? ` of namespace ${ns}` : ''} in a loop; their controllers restart them all (${act.what})`);
      const e = ns ? detectEnv(ns).env : env.env;
      out.push(e !== 'unknown' ? { ...x, env: e } : x);
      continue;
    }
    // (cls-code15b) Every object of a bucket deleted (DeleteObjectsCommand({ Bucket, Delete: { Objects: Contents.map(…) } }))
    // where the bucket, written there or bound to the name (const Bucket = "acme-prod-backups"), holds backups: every backup.
    if (act.verb === 'delete' && act.obj === 'file' && act.scope === 'all' && /\bBucket\b/.test(argStr) && !/\b(?:Prefix|prefix|StartAfter|Filter)\b/.test(text)) {
      const lit = /\bBucket["']?\s*:\s*["'`]([^"'`]+)["'`]/.exec(argStr)?.[1] ?? /\b(?:const|let|var)\s+Bucket\s*=\s*["'`]([^"'`]+)["'`]/.exec(text)?.[1] ?? '';
      if (/backup|snapshot/i.test(lit)) act.obj = 'backup';
    }
    if (env.env !== 'unknown' && !act.env) act.env = env.env;
    const x = judge(act);
    if (x) out.push(x);
  }
  // DataFrame writes: .write.mode("overwrite").parquet(path) / .saveAsTable(…)
  const ow = /\.mode\(\s*["']overwrite["']\s*\)[\s\S]{0,80}?\.(?:parquet|save|saveAsTable|csv|json|orc|insertInto|format)\(\s*["']?([^"')]*)/.exec(text);
  // (cls-code14: a scratch path, /tmp/… or a local temp directory, is the job's own output.)
  if (ow && /^(?:file:)?\/?(?:tmp|var\/tmp)\//.test(ow[1] ?? '')) out.push(f('reversible', `overwrites scratch output ${snippet(ow[1] as string, 50)}`));
  else if (ow) {
    const dynamic = /partitionOverwriteMode["']?\s*,\s*["']dynamic/.test(text);
    const target = ow[1] ?? '';
    const tEnv = detectEnv(target);
    const act: Act = { verb: 'delete', obj: dynamic ? 'record' : 'table', scope: dynamic ? 'some' : 'all', mods, what: snippet(`overwrite ${target}`, 60) };
    if (tEnv.env !== 'unknown') act.env = tEnv.env;
    const x = judge(act);
    if (x) out.push(withChange(x, { reason: `${dynamic ? 'overwrites partitions of' : 'overwrites the whole'} dataset ${snippet(target, 50)}` }));
  }
  out.push(...builderDeletes(text, mods, env.env));
  // A file opened for writing and closed with nothing written (open('/var/log/auth.log', 'w').close(), File.open(p, "w") {}) is emptied.
  const emptied = TRUNCATING_OPEN.exec(text);
  // Outside the project (/var/log/…, /etc/…, ~/…) what was there is gone even when something new is written after.
  if (emptied && (/^(?:\/|~)/.test(emptied[1] as string) || !/\.write(?:lines)?\s*\(|\bfwrite\s*\(|\.puts\b|\.print\s*\(|\bfile\s*=|\bdump\s*\(|<<|\bwrite\s*\(/.test(text.slice(emptied.index + emptied[0].length)))) out.push(...ctx.inner(`: > '${(emptied[1] as string).replace(/'/g, '')}'`));
  // TypeORM's dropSchema: true drops every table each time the data source starts.
  if (/\bdropSchema\s*:\s*true\b/.test(text) && !inMemory) {
    const x = judge({ verb: 'delete', obj: 'database', scope: 'all', mods, what: 'dropSchema: true', ...(env.env !== 'unknown' ? { env: env.env } : {}) });
    if (x) out.push(x);
  }
  // (cls-holes18) Windows event logs cleared through .NET (EventLogSession.GlobalSession.ClearLog("Security"), an EventLog's
  // .Clear()): the same act as wevtutil cl / Clear-EventLog, the machine's audit record gone.
  const evClear = EVENTLOG_CLEAR.exec(text.slice(0, 8000));
  if (evClear) out.unshift(f('forbidden', `clears Windows event logs (${snippet(evClear[0], 50)})`));
  if (out.length === 0 && mockCalls > 0) out.push(f('safe', `calls and checks test doubles only (${snippet(text, 50)})`));
  // A unit test's body works on its own fixtures: what it saves, deletes or sends there stays in the test. A test that
  // reaches something that matters (a production name, a whole home directory, real money) keeps its level.
  if (TEST_DEF.test(text) && env.env !== 'prod') {
    for (let i = 0; i < out.length; i++) {
      const x = out[i] as Finding;
      if ((x.level === 'destructive' || x.level === 'reversible') && !x.unplaced) out[i] = f('safe', `inside a unit test, on its fixtures: ${x.reason}`);
      // (cls-code15b) Rows or tables a test clears (prisma.order.deleteMany() in an it(…), knex('users').truncate() in a
      // beforeEach, drop_all in a pytest fixture) are the test database's: the test resets its own fixtures.
      else if (!x.unplaced && x.env !== 'prod' && (TEST_TABLE_RESET.test(x.reason) || TEST_MODEL_RESET.test(x.reason))) out[i] = f('safe', `inside a unit test, on its own test database: ${x.reason}`);
    }
  }
  // (cls-interp26) Console lines: a job set retried at once, a flag on for everyone, key listings printed, reads only.
  out.push(...readConsole26(text, out.length === 0, calls, out.length > 0 && out.every((x) => x.level === 'safe')));
  if (out.length === 0) {
    const words = forWords(text).slice(0, 200);
    const p = pathKind(words);
    void p;
    out.push(unplacedRun('reversible', `runs program code; no risky call recognised (${snippet(text, 50)})`));
  }
  return out;
}

// Query builders (Supabase/PostgREST, knex, Drizzle, Django, ActiveRecord, SQLAlchemy): a delete
// chain is judged by its filter. A filter that every row passes (a key not equal to 0, greater
// than 0, not null; 1=1; exclude(pk=None)) is no filter: the whole table goes.
const BUILDER_DELETE = /\.(?:delete|del|destroy|delete_all|destroy_all|deleteMany)\b(?:\s*\(\s*\))?(?!\s*\(\s*[^)\s])|\bdb\.delete\(\s*\w+\s*\)\s*\.where\b/;
const MATCH_ALL_FILTER = new RegExp(
  [
    /\.(?:neq|ne|not_eq|whereNot)\(\s*['"]\w+['"]\s*,\s*(?:0|-1|null|None|nil|''|""|['"]0+(?:-0+)*['"])\s*\)/.source,
    /\.(?:gt|gte|where)\(\s*['"](?:id|pk|uuid|\w+_id)['"]\s*,\s*(?:['"]>=?['"]\s*,\s*)?(?:0|-1|['"]0['"])\s*\)/.source,
    /\.not\(\s*['"]\w+['"]\s*,\s*['"]is['"]\s*,\s*null\s*\)/.source,
    /\.(?:whereNotNull|isNotNull)\(\s*['"](?:id|pk|uuid|\w+_id)['"]\s*\)/.source,
    /\.(?:whereRaw|where|filter|andWhere)\(\s*(?:sql\s*)?[`'"]\s*(?:1\s*=\s*1|true|id\s*(?:>|!=|<>)\s*0|id\s+is\s+not\s+null)\s*[`'"]\s*\)/.source,
    /\.(?:where|filter)\(\s*(?:true|True|true\(\))\s*\)/.source,
    /\.exclude\(\s*(?:pk|id)\s*=\s*None\s*\)/.source,
    /\.filter\(\s*(?:pk|id)__(?:isnull\s*=\s*False|gte?\s*=\s*0)\s*\)/.source,
    /\.where\.not\(\s*id:\s*nil\s*\)/.source,
    /\.filter\(\s*\w+\.(?:id|pk)\s*(?:!=\s*None|\.isnot\(\s*None\s*\)|>\s*0)\s*\)/.source,
  ].join('|'),
);
const ANY_FILTER = /\.(?:eq|neq|ne|gt|gte|lt|lte|in|in_|like|ilike|is|not|match|filter|filter_by|where|whereIn|whereNot\w*|whereNull|whereNotNull|whereRaw|andWhere|orWhere|exclude|contains|range|textSearch|or)\s*[.(]/g;
const ONE_ROW_FILTER = /\.(?:eq|where|filter|filter_by)\(\s*(?:['"](?:id|pk|uuid)['"]\s*,|\{?\s*(?:id|pk):|(?:id|pk)\s*=|eq\(\s*\w+\.(?:id|pk)\s*,|\w+\.(?:id|pk)\s*==)|\.find\(|\.get\(\s*(?:pk|id)\s*=/;
const TABLE_OF_CHAIN = /(?:\.from|\.table|\.into|knex|db|trx|tx)\(\s*['"]([\w.]+)['"]|\b([A-Z]\w*)\.(?:objects|where|query|filter|delete_all|destroy_all)\b|(?:\.query|\bdb\.delete)\(\s*(\w+)\s*\)|\)\s*\(\s*['"]([\w.]+)['"]\s*\)\s*\.(?:where|del|delete|truncate)/;

function builderDeletes(code: string, mods: number, env: Env): Finding[] {
  const out: Finding[] = [];
  // (cls-code15) An update chain whose only filter every row passes (supabase.from('orders').update({…}).gte('id', 0),
  // knex('users').update({…}).whereNot('id', 0)): every row is rewritten.
  if (/\.update\s*\(/.test(code)) {
    for (const stmt of code.split(/;\s*|\n/).slice(0, 50)) {
      if (!/\.update\s*\(/.test(stmt)) continue;
      const table = TABLE_OF_CHAIN.exec(stmt);
      const matchAll = MATCH_ALL_FILTER.exec(stmt);
      if (!table || !matchAll || (stmt.match(ANY_FILTER)?.length ?? 0) > 1) continue;
      const what = snippet(stmt.trim(), 60);
      const act: Act = { verb: 'update', obj: 'record', scope: 'all', mods, what };
      if (env !== 'unknown') act.env = env;
      const x = judge(act);
      if (x) out.push(withChange(x, { reason: `updates every row of ${table[1] ?? table[2] ?? table[3] ?? table[4] ?? 'the table'}: the filter matches everything (${what})` }));
    }
  }
  // (cls-code16b) A deleteFrom(table) builder (Kysely db.deleteFrom('person'), jOOQ dsl.deleteFrom(USERS)) is DELETE FROM:
  // no where() is every row, a key one row, any other condition a filtered set.
  if (/\.deleteFrom\s*\(/.test(code)) {
    for (const stmt of code.split(/;\s*|\n/).slice(0, 50)) {
      const t = /\.deleteFrom\s*\(\s*(["'`]?)([\w.]{1,80})\1\s*\)/.exec(stmt);
      if (!t) continue;
      const rest = stmt.slice(t.index + t[0].length);
      const filtered = /^\s*\.\s*(?:where|whereRef|using|limit)\b/.test(rest) || /\.\s*(?:where|whereRef|limit)\s*\(/.test(rest);
      const scope: Act['scope'] = !filtered ? 'all' : /\.where\s*\(\s*(?:["'`](?:id|pk|uuid)["'`]\s*,\s*["'`]=["'`]|(?:\w+\.)*(?:ID|Id|id)\s*\.\s*eq\s*\()/.test(rest) ? 'one' : 'some';
      const what = snippet(stmt.trim(), 60);
      const act: Act = { verb: 'delete', obj: 'record', scope, mods, what };
      if (env !== 'unknown') act.env = env;
      const x = judge(act);
      if (x) out.push(scope === 'all' ? withChange(x, { reason: `deletes every row of ${t[2]}: DELETE FROM with no where() (${what})` }) : x);
    }
  }
  if (!BUILDER_DELETE.test(code)) return out;
  for (const stmt of code.split(/;\s*|\n/).slice(0, 50)) {
    if (!BUILDER_DELETE.test(stmt)) continue;
    const table = TABLE_OF_CHAIN.exec(stmt);
    if (!table) continue;
    const filters = stmt.match(ANY_FILTER)?.length ?? 0;
    const matchAll = MATCH_ALL_FILTER.exec(stmt);
    let scope: Act['scope'];
    if (matchAll && filters <= 1) scope = 'all';
    // A query builder's table deleted with no filter (knex('orders').del(), DB.table('t').delete()): every row.
    else if (filters === 0 && table[1] !== undefined && /(?:^|[\s=(])(?:await\s+)?(?:knex|db|trx|tx|DB\.table|\w+\.(?:from|table))\(\s*['"][\w.]+['"]\s*\)\s*\.(?:del|delete)\s*\(\s*\)/.test(stmt)) scope = 'all';
    else if (filters === 0) continue; // no filter at all: the call readers judge it
    else scope = ONE_ROW_FILTER.test(stmt) ? 'one' : 'some';
    const what = snippet(stmt.trim(), 60);
    const act: Act = { verb: 'delete', obj: 'record', scope, mods, what };
    if (env !== 'unknown') act.env = env;
    const x = judge(act);
    if (x) out.push(matchAll && scope === 'all' ? withChange(x, { reason: `deletes every row of ${table[1] ?? table[2] ?? table[3] ?? table[4] ?? 'the table'}: the filter matches everything (${what})` }) : x);
  }
  return out;
}

// A print call: the name, then its parenthesis or (Ruby, Perl, PHP) a space and an argument — never a word that merely starts with "p".
const ENV_LOOP = /\bkeys\s+%ENV\b|\bfor\b[^\n]{0,80}?\bin\s+ENV\b(?!\s*[.[])|\b(?:for|foreach)\b[^\n]{0,80}?(?:\bos\.Environ\(\s*\)|\bEnvironment\.GetEnvironmentVariables\(\s*\)|\bSystem\.getenv\(\s*\)|\bDeno\.env\.toObject\(\s*\)|\bos\.environ\b(?:\.items\(\s*\))?|\bprocess\.env\b(?!\s*[.[])|\bBun\.env\b(?!\s*[.[]))|\b(?:ENV|System\.getenv\(\s*\)|os\.environ)\s*\.\s*(?:each|forEach|each_pair)\b/;
const PRINT_CALL = /\b(?:print|println|printf|puts|pp|p|console\.(?:log|info|error|warn|dir|table)|Console\.(?:Write|WriteLine|Error\.WriteLine)|echo|System\.out\.print\w*|fmt\.Print\w*|Write-(?:Output|Host)|process\.stdout\.write|sys\.stdout\.write|say|var_dump|print_r|logger?\.\w+|log\.\w+)(?:\s*\(|[ \t]+(?=[\w$"'`@:{[]))/;
const ENV_REF = /\bPlatform\.environment\b(?!\s*\[)|\bENV\.(?:to_h|to_hash|inspect|each|to_a|sort|each_pair)\b|(?<![\w$:.%"'])ENV(?=\s*(?:\)|;|$|,))|%ENV\b|\$_ENV\b(?!\s*\[)|\$_SERVER\b(?!\s*\[)|\bgetenv\(\s*\)|\bSys\.getenv\(\s*\)|\bDeno\.env\.toObject\(\s*\)|\bBun\.env\b(?!\s*[.[])|\bSystem\.getenv\(\s*\)|\bos\.Environ\(\s*\)|\bEnvironment\.GetEnvironmentVariables\(\s*\)|\bEnvironment\.GetEnvironmentVariable\(\s*"([^"]+)"|process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([^'"]+)['"]\s*\])?|os\.environ(?:\.get\(\s*['"]([^'"]+)['"]|\[\s*['"]([^'"]+)['"]\s*\])?|(?:os\.)?[gG]etenv\(\s*['"]([^'"]+)['"]|System\.getenv\(\s*"([^"]+)"|ENV(?:\.fetch\(\s*|\[\s*)['"]([^'"]+)['"]|\$ENV\{\s*['"]?(\w+)['"]?\s*\}|Deno\.env\.get\(\s*['"]([^'"]+)['"]|\$_ENV\[\s*['"]([^'"]+)['"]/g;
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PASS$|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY|AUTH|DATABASE_URL|DB_URL|DSN|CONNECTION_STRING|_KEY$/i;

const AUTH_USE = /(?:authorization|x-api-key|api[-_]?key|private-token|x-auth-token|bearer|token|auth)\W{0,6}(?:["'`][^"'`]{0,20}["'`]\s*\+\s*|\$\{|\s*[:=,(]\s*|\s*[+%]\s*)[\s(]*$|headers\s*[:=][^)]*$|\bauth\s*=\s*\(?[^)]*$/i;

/** print(os.environ['STRIPE_LIVE_KEY']), console.log(process.env): printed secrets (a live or production one is dangerous). */
/**
 * (cls-code14) The whole environment handed to a request to another host (requests.post(url, json=dict(os.environ)),
 * fetch(url, { body: JSON.stringify(process.env) })): every secret in it leaves, as a secrets file sent does.
 */
const WHOLE_ENV = String.raw`(?:\bPlatform\.environment\b(?!\s*\[)|\bdict\(\s*os\.environ\s*\)|\bos\.environ\b(?!\s*[.[])|\bprocess\.env\b(?!\s*[.[])|\bENV\.to_h\b|\bSystem\.getenv\(\s*\)|\bos\.Environ\(\s*\)|\bgetenv\(\s*\)|\$_ENV\b(?!\s*\[)|\bDeno\.env\.toObject\(\s*\))`;
const ENV_SENT = new RegExp(String.raw`\b(?:fetch|axios(?:\.post|\.put)?|requests\.(?:post|put)|httpx\.(?:post|put)|http\.(?:post|put|request)|got\.post|HTTParty\.post|PostAsync|PutAsync|urlopen|Invoke-RestMethod|\.post|\.put)\s*\(?[^;\n]{0,300}?["'\x60](https?:\/\/[^"'\x60\s/]+)[^;\n]{0,300}?${WHOLE_ENV}`);
// cls-holes15: Node's request given an options object (https.request({ host: 'webhook.site', … }).end(JSON.stringify(process.env))).
const ENV_SENT_OPTS = new RegExp(String.raw`(?:\b(?:https?|http2)|require\(\s*["'](?:node:)?https?["']\s*\))\.request\(\s*\{[^}]{0,300}?\bhost(?:name)?\s*:\s*["'\x60]([^"'\x60\s/]+)[^;\n]{0,400}?${WHOLE_ENV}`);
// (cls-code19) The address itself read from the environment (requests.post(os.environ["SLACK_WEBHOOK"], json={"text":
// str(dict(os.environ))}), fetch(process.env.HOOK_URL, { body: JSON.stringify(process.env) })): the whole environment still
// leaves, to a host the snippet does not show (a person verifies).
const ENV_SENT_VAR = new RegExp(String.raw`\b(?:fetch|axios(?:\.post|\.put)?|requests\.(?:post|put)|httpx\.(?:post|put)|http\.(?:post|put|request)|got\.post|HTTParty\.post|PostAsync|PutAsync|urlopen|\.post|\.put)\s*\(\s*(?:Uri\.parse\(\s*)?(?:os\.environ\[\s*["'](\w+)["']\s*\]|os\.environ\.get\(\s*["'](\w+)["']\s*\)|os\.getenv\(\s*["'](\w+)["']\s*\)|process\.env\.(\w+)|process\.env\[\s*["'](\w+)["']\s*\]|ENV(?:\.fetch\(\s*|\[\s*)["'](\w+)["']\s*[\])])[^;\n]{0,300}?${WHOLE_ENV}`);
// (cls-code16) One secret from the environment (process.env.GITHUB_TOKEN, os.environ["DATABASE_URL"]), bound to a name
// or written in place, put into the body of a request to another host (fetch(url, { body: JSON.stringify({ token }) }),
// requests.post(url, json={"content": os.environ["DATABASE_URL"]})): the secret leaves. Headers only authenticate.
const ENV_SECRET_SRC = String.raw`(?:process\.env|Bun\.env|os\.environ|ENV)(?:\.|\[\s*["'\`])((?=[A-Z])[A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PWD|CREDENTIALS?|DATABASE_URL|DB_URL|DSN|CONNECTION_STRING))\b|(?:os\.getenv|getenv|Deno\.env\.get|os\.environ\.get|System\.getenv|Environment\.GetEnvironmentVariable|ENV\.fetch)\(\s*["'\`]((?=[A-Z])[A-Z0-9_]*(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|PWD|CREDENTIALS?|DATABASE_URL|DB_URL|DSN|CONNECTION_STRING))["'\`]`;
const POST_CALL = /\b(?:fetch|axios\.(?:post|put|patch)|requests\.(?:post|put|patch)|httpx\.(?:post|put|patch)|got\.post|\w+\.post|HTTParty\.post|Net::HTTP\.post(?:_form)?|PostAsync|PostAsJsonAsync)\s*\(\s*f?["'`](https?:\/\/[^"'`\s/]+)[^"'`]*["'`]/g;
function envSecretSent(code: string): Finding[] {
  if (!/process\.env|environ|getenv|ENV|Deno\.env|Bun\.env|GetEnvironmentVariable/.test(code) || !/https?:\/\//.test(code)) return [];
  const names: string[] = [];
  for (const m of code.matchAll(new RegExp(String.raw`(?:^|[\s;(])(?:(?:const|let|var|val|my)\s+)?\$?([A-Za-z_]\w*)\s*[:=]=?\s*(?:${ENV_SECRET_SRC})`, 'gm'))) if (names.length < 6) names.push(m[1] as string);
  for (const m of code.matchAll(POST_CALL)) {
    const host = (m[1] as string).replace(/^https?:\/\//, '');
    if (/^(?:localhost|127\.|\[::1\])|\.(?:internal|corp|lan|intra|private)(?::\d+)?$/.test(host)) continue;
    // The call's arguments, to its closing parenthesis (bounded), without its headers.
    let depth = 0;
    let end = m.index;
    for (let i = m.index; i < code.length && i < m.index + 1500; i++) {
      const ch = code.charCodeAt(i);
      if (ch === 40) depth++;
      else if (ch === 41 && --depth === 0) {
        end = i;
        break;
      }
    }
    const body = code.slice(m.index + m[0].length, end).replace(/\bheaders\s*[:=]\s*\{(?:[^{}]|\{[^{}]*\})*\}|\bheaders\s*[:=]\s*\w+|\bauth\s*=\s*[^,)]+|["']?Authorization["']?\s*[:=]\s*[^,}\n]+/gi, '');
    const direct = new RegExp(ENV_SECRET_SRC).exec(body);
    const named = names.find((n) => new RegExp(`(?<![\\w$.])${n}(?![\\w$])`).test(body));
    if (direct || named) return [f('dangerous', `sends a secret (${direct ? (direct[1] ?? direct[2]) as string : named as string}) to ${host}`)];
  }
  return [];
}
function environmentSent(code: string): Finding[] {
  if (!/environ|process\.env|ENV|getenv|Environ|Deno\.env/.test(code)) return [];
  const m = ENV_SENT.exec(code) ?? ENV_SENT_OPTS.exec(code);
  if (!m) {
    const v = ENV_SENT_VAR.exec(code);
    return v ? [f('dangerous', `sends the whole environment, secrets included, to the address in ${v.slice(1).find((x) => x) ?? 'a variable'}`)] : [];
  }
  const host = (m[1] as string).replace(/^https?:\/\//, '');
  const local = /^(?:localhost|127\.|\[::1\])|\.(?:internal|corp|lan|intra|private)(?::\d+)?$/.test(host);
  return [f(local ? 'dangerous' : 'forbidden', `sends the whole environment, secrets included, to ${host}`)];
}

/** A hosted model's API call (OpenAI, Anthropic, Gemini, Bedrock, Cohere, Mistral clients). */
const MODEL_CALL = /\b(?:(?:Chat\.)?(?:Completions|Embeddings|Responses|Messages)\.New|chat\.completions\.create|completions\.create|responses\.create|messages\.create|embeddings\.create|generate_content|generateContent|ChatCompletion\.create|invoke_model|InvokeModel|converse|chat\.complete|createChatCompletion|createCompletion)\s*\(/;
/** A name bound to people's records: a query over a table of people, an ORM listing of them, a personal-data file read. */
const PEOPLE_ROWS = /\b([A-Za-z_$][\w$]*)\s*:?=\s*(?:await\s+)?[^\n]*(?:\bSELECT\b[^\n]*?\bFROM\s+["`]?[\w.]*?\b(?:customers?|users?|clients?|employees?|patients?|members?|contacts?|subscribers?|accounts|payroll|people|persons|leads)\b|\b(?:Customer|User|Client|Employee|Patient|Member|Contact|Subscriber|Person|Lead)s?\.(?:objects\.(?:all|filter|values)|query\.all|all|find|findAll|where|select)\b|\.(?:customers?|users?|clients?|employees?|patients?|contacts?)\.(?:find(?:Many)?|select|list|all)\s*\(|(?:read_csv|read_excel|open|readFileSync|load)\s*\(\s*["'`][^"'`\n]*(?:customer|user|client|employee|patient|member|contact|subscriber|payroll|personal|crm|leads)[^"'`\n]*["'`])/gi;

function personalDataToModel(text: string): Finding[] {
  const call = MODEL_CALL.exec(text);
  if (!call) return [];
  // A model served on this machine or inside the company (Ollama, localhost, an internal host) keeps the data.
  if (/\b(?:localhost|127\.0\.0\.1|ollama|vllm|\.internal\b|\.corp\b)/i.test(text)) return [];
  const after = text.slice(call.index, call.index + 1500);
  for (const m of text.matchAll(PEOPLE_ROWS)) {
    const name = m[1] as string;
    if ((m.index ?? 0) > call.index) break;
    if (new RegExp(`(?<![\\w.$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(after)) {
      return [f('dangerous', `sends people's records (${snippet(m[0].trim(), 50)}) to a hosted model's API outside the company`)];
    }
  }
  return [];
}

/** (cls-code15b) A chat or message SDK call (slack.chat.postMessage, bot.sendMessage, client.messages.create, webhook.send). */
const MSG_CALL = /\b(?:SendEmailCommand|SendRawEmailCommand|send_email|sendMail|sgMail\.send|emails\.send|chat\.postMessage|chat_postMessage|chat\.postEphemeral|chat_postEphemeral|sendMessage|send_message|messages\.create|(?:webhook|hook|channel|interaction)\.send|createMessage|create_message|PostMessageAsync|SendMessageAsync)\s*\(/;
/** A secret-named environment variable's value written into a message others read (Slack, Discord, Teams, Telegram, SMS). */
function secretInMessage(code: string): Finding[] {
  if (!MSG_CALL.test(code)) return [];
  for (const stmt of code.split(/;\s*\n|\n(?=\S)/).slice(0, 200)) {
    const call = MSG_CALL.exec(stmt);
    if (!call) continue;
    ENV_REF.lastIndex = 0;
    for (const m of stmt.slice(call.index).matchAll(ENV_REF)) {
      const name = m.slice(1).find((x) => x !== undefined) ?? '';
      if (!name || !SECRET_NAME.test(name)) continue;
      // A token that authenticates the call itself (token: process.env.SLACK_BOT_TOKEN) is not sent in the message.
      if (AUTH_USE.test(stmt.slice(Math.max(0, call.index + (m.index ?? 0) - 80), call.index + (m.index ?? 0)))) continue;
      const x = readSecret(`sends the secret ${name} in a message others read (${snippet(stmt.trim(), 60)})`, true);
      delete x.unknown;
      delete x.local;
      x.level = 'dangerous';
      return [x];
    }
  }
  return [];
}

/** (cls-code15b) A storage policy granted to every principal (Principal: "*" / {"AWS": "*"}) with Allow: the bucket is public. */
const PUBLIC_PRINCIPAL = /["']?Principal["']?\s*:\s*(?:["']\*["']|\{\s*["']?AWS["']?\s*:\s*["']\*["'])/;
function publicPolicy(code: string): Finding[] {
  // (cls-code17) CDK's bucket.grantPublicAccess() / publicReadAccess: true and Pulumi's acl: "public-read" on a bucket
  // declared in the same program: everyone may read it (customer data made public is forbidden, like the policy below).
  // (cls-code18: also written in Python and C#: grant_public_access(), public_read_access=True, PublicReadAccess = true, Acl = "public-read".)
  const cdk = /\b(\w+)\.(?:grantPublicAccess|grant_public_access|GrantPublicAccess)\s*\(|\b(?:publicReadAccess|public_read_access|PublicReadAccess)\s*[:=]\s*(?:true|True)\b|\b[Aa]cl\s*[:=]\s*["'`]public-read(?:-write)?["'`]/.exec(code);
  if (cdk) {
    const decl = cdk[1] ? new RegExp(String.raw`\b${cdk[1]}\b\s*=\s*new\s+[\w.]*Bucket\(([^\n]{0,300})`).exec(code)?.[1] ?? '' : code.slice(0, 2000);
    const name = /["'`]([\w.-]{3,80})["'`]/g;
    const names = [...decl.matchAll(name)].map((x) => x[1] as string).join(' ');
    // (People's data named outright; an "exports" or "docs" bucket opened is the declared-config reading's verify.)
    const personal = /customer|client|user|member|patient|employee|personal|pii|invoice|payroll|upload/i.test(names);
    if (personal || cdk[1]) return [f(personal ? 'forbidden' : 'dangerous', `makes ${names ? `the bucket ${snippet(names, 40)}` : 'a bucket'} readable by everyone (${snippet(cdk[0], 40)})`)];
  }
  if (!/\b(?:PutBucketPolicy|put_bucket_policy|putBucketPolicy|PutBucketPolicyCommand|setIamPolicy|set_iam_policy)\b/.test(code)) return [];
  // (lead19) The policy as a string literal with escaped quotes (Java/C#/Go: "{\"Principal\":\"*\"…}") reads the same.
  const plain = code.includes('\\"') ? code.replace(/\\"/g, '"') : code;
  if (!PUBLIC_PRINCIPAL.test(plain) || !/["']?Effect["']?\s*:\s*["']Allow["']/.test(plain)) return [];
  const bucket = /\bBucket["']?\s*[:=]\s*["']([^"']+)["']/.exec(code)?.[1] ?? /\.bucket\(\s*["']([^"']+)["']\s*\)/.exec(code)?.[1] ?? '';
  const personal = /customer|client|user|member|patient|employee|personal|pii|invoice|payroll|export|backup|order|account/i.test(bucket);
  return [f(personal ? 'forbidden' : 'dangerous', `makes ${bucket ? `the bucket ${bucket}` : 'a bucket'} readable by everyone (a policy for Principal "*")`)];
}

function printedSecrets(code: string): Finding[] {
  const out: Finding[] = [];
  // (cls-code18) A loop over the whole environment whose body prints each entry (for _, e := range os.Environ() {⏎
  // fmt.Println(e) }, foreach (… in Environment.GetEnvironmentVariables()) ⏎ Console.WriteLine(…)): every variable printed.
  const envLoop = ENV_LOOP.exec(code);
  // (cls-interp20: a comprehension or a Perl postfix loop prints before its `for`: [print(k, v) for k, v in os.environ.items()].)
  // (Iterating Python's os.environ, or JavaScript's for…in over process.env, yields the names only: a value must be read.)
  const namesOnly = envLoop && /\bfor\s+\w+\s+in\s+os\.environ\b(?!\s*\.\s*(?:items|values)\b)|\bfor\s*\(\s*(?:const|let|var)?\s*\w+\s+in\s+process\.env\b/.test(envLoop[0]) && !/os\.environ\s*(?:\[|\.get\b)|process\.env\s*\[|getenv\(\s*\w/.test(code.slice(Math.max(0, code.lastIndexOf('\n', envLoop.index) + 1, envLoop.index - 200), envLoop.index + 400));
  if (envLoop && !namesOnly && PRINT_CALL.test(code.slice(Math.max(0, code.lastIndexOf('\n', envLoop.index) + 1, envLoop.index - 200), envLoop.index + 400))) out.push(readSecret(`prints every environment variable, including any secrets (${snippet(envLoop[0], 60)})`, true));
  if (out.length) return out;
  for (const stmt of code.split(/[;\n]/).slice(0, 200)) {
    if (!PRINT_CALL.test(stmt)) continue;
    ENV_REF.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = ENV_REF.exec(stmt)) && guard++ < 20) {
      const name = m.slice(1).find((x) => x !== undefined) ?? '';
      if (name && !SECRET_NAME.test(name)) continue;
      // Asking whether a variable is set, or how many there are ('X' in os.environ, Object.keys(process.env).length), prints no value.
      if (!name && /\bin\s+(?:os\.environ|ENV|process\.env)\b(?!\s*\.\s*(?:items|values|each|each_pair)\b)|\b(?:keys|len|count|size|array_keys|sizeof)\s*\(\s*(?:os\.environ|process\.env|ENV|\$_SERVER|\$_ENV|getenv\(\s*\)|Sys\.getenv\(\s*\))|(?:os\.environ|process\.env|ENV)\s*\)?\s*\.(?:length|size|count|keys)\b|\bnames\s*\(\s*Sys\.getenv|\bkeys\s*\(\s*ENV\s*\)/.test(stmt)) continue;
      // A token that authenticates a request made inside the print (headers={'Authorization': 'token ' + …}) is sent to its service, not printed.
      if (name && AUTH_USE.test(stmt.slice(Math.max(0, m.index - 80), m.index))) continue;
      const x = readSecret(name ? `prints the secret ${name} into the transcript (${snippet(stmt.trim(), 60)})` : `prints every environment variable, including any secrets (${snippet(stmt.trim(), 60)})`, true);
      const e = detectEnv(name.replace(/_/g, '-')).env;
      if (e !== 'unknown') x.env = e;
      // A named secret's value printed where nothing says dev or test: LABELS counts the unknown as possibly production,
      // and printing a production secret is dangerous (reading one, without printing, stays destructive).
      if (name) {
        delete x.unknown;
        delete x.local;
      }
      out.push(x);
      break;
    }
    // (cls-code15) A secret field of a loaded config file printed (puts YAML.load_file("config/database.yml")["production"]["password"],
    // print(json.load(open("secrets.json"))["api_key"])): its value enters the transcript; a "production" key says where.
    const field = CONFIG_SECRET_FIELD.exec(stmt);
    if (field && CONFIG_LOAD.test(stmt) && !out.length) {
      const x = readSecret(`prints the ${field[1] as string} stored in a config file into the transcript (${snippet(stmt.trim(), 60)})`, true);
      const e = detectEnv(stmt.replace(/["'[\]]/g, ' ')).env;
      if (e !== 'unknown') x.env = e;
      out.push(x);
    }
  }
  return out;
}

const CONFIG_SECRET_FIELD = /\[\s*(?:["']|:)((?:db_?|database_?|admin_?|root_?|api_?|secret_?|private_?|access_?|auth_?|client_?)?(?:password|passwd|pwd|secret|secret_?key|api_?key|token|private_?key|credentials?))["']?\s*\]/i;
const CONFIG_LOAD = /\b(?:load_file|safe_load|load|loads|read_text|readFileSync|parse|ConfigParser|file_get_contents|parse_ini_file|toml\.load|yaml|YAML|JSON|json|dotenv_values|credentials)\b[^\n]{0,120}["'][^"'\n]*\.(?:ya?ml|json|ini|toml|env|cfg|conf|properties)\b/;

const HOME_EXPR = /\bSystem\.getenv\(\s*"(?:HOME|USERPROFILE)"\s*\)|\b(?:os\.)?[gG]etenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|os\.environ(?:\.get\(\s*|\[\s*)["'](?:HOME|USERPROFILE)["']\s*[\])]|process\.env\.(?:HOME|USERPROFILE)|process\.env\[\s*["'](?:HOME|USERPROFILE)["']\s*\]|(?:os|require\(\s*["']os["']\s*\))\.homedir\(\s*\)|(?:Path|pathlib\.Path)\.home\(\s*\)|(?:os\.path\.)?expanduser\(\s*["']~["']\s*\)|Dir\.home|ENV\[\s*["']HOME["']\s*\]|\$_SERVER\[\s*["']HOME["']\s*\]|System\.getProperty\(\s*"user\.home"\s*\)|Environment\.GetFolderPath\([^)]*UserProfile\)|\$HOME\b|\$env:USERPROFILE|Deno\.env\.get\(\s*["'](?:HOME|USERPROFILE)["']\s*\)!?|Bun\.env\.(?:HOME|USERPROFILE)|\$ENV\{\s*["']?(?:HOME|USERPROFILE)["']?\s*\}|(?<![\w.])homedir\(\s*\)|\bhome_dir\(\s*\)(?:\.unwrap\(\s*\))?|\bUserHomeDir\(\s*\)|homeDirectoryForCurrentUser|NSHomeDirectory\(\s*\)|GetEnvironmentVariable\(\s*"(?:HOME|USERPROFILE)"\s*\)|\$env:HOME\b|File\.expand_path\(\s*["']~["']\s*\)|System\.user_home!?\(\s*\)|\benv(?:::|\.)var(?:_os)?\(\s*"(?:HOME|USERPROFILE)"\s*\)(?:\?|\.unwrap\(\s*\)|\.expect\([^()]*\))?|Platform\.environment\[\s*["'](?:HOME|USERPROFILE)["']\s*\]!?|ENV\.fetch\(\s*["']HOME["']\s*\)|\b(?:path|Path|File)\.expand(?:_path)?\(\s*["']~["']\s*\)|\bgetHomeDir(?:ectory)?\b(?:\(\s*\))?|sys\.props\(\s*"user\.home"\s*\)|\(System\/getProperty\s+"user\.home"\)|\bPath\.home\b(?:\.to_s)?|std\.os\.getenv\(\s*"HOME"\s*\)(?:\.\?)?|\bfs\.home\(\s*\)|\bSys\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)/g;

/** A first argument that is a home-directory lookup, alone or joined (julia rm(homedir(); …), rm(Sys.getenv("HOME"))). */
const HOME_ONE = new RegExp(`^\\s*(?:${HOME_EXPR.source})`);

/** The path a code expression names: its string literals joined, home-directory lookups as "~" (first argument only). */
/** (cls-code14) The system's temporary directory asked for in any language: read as /tmp. */
const TEMP_EXPR = /(?<![\w.])(?:(?:tempfile\.)?(?:gettempdir|mkdtemp)|mktempdir|tempdir|tmpdir|(?:os|require\(\s*["'](?:node:)?os["']\s*\))\.tmpdir|os\.TempDir|(?:std::)?env(?:::|\.)temp_dir|Path\.GetTempPath|NSTemporaryDirectory|sys_get_temp_dir)\(\s*\)|\bDir\.tmpdir\b|\bSystem\.getProperty\(\s*"java\.io\.tmpdir"\s*\)|\bFileManager\.default\.temporaryDirectory\b/g;

/** (cls-interp22) Names a process module was imported under (import subprocess as s, import os as o, import subprocess as
 *  sp): a call on the name is a call on the module. */
function processModuleAliasesI22(text: string): Set<string> {
  const out = new Set<string>();
  if (!text.includes(' as ')) return out;
  for (const m of text.matchAll(/\bimport\s+(?:subprocess|os|commands)\s+as\s+(\w+)/g)) out.add(m[1] as string);
  return out;
}

const HIVE_I22: Readonly<Record<string, string>> = { HKEY_LOCAL_MACHINE: 'HKLM', HKEY_CURRENT_USER: 'HKCU', HKEY_USERS: 'HKU', HKEY_CLASSES_ROOT: 'HKCR' };
/** (cls-interp22) The first registry write in code that turns a protection off or adds a start-up entry, as registryChange reads it. */
function codeRegistryWritesI22(text: string): Finding | null {
  // Python: k = winreg.OpenKey|CreateKey(Ex)(winreg.HKEY_…, r'PATH', …) … SetValueEx(k, 'NAME', 0, winreg.REG_…, VALUE)
  const keys = new Map<string, string>();
  for (const m of text.matchAll(/\b(\w+)\s*=\s*(?:winreg|_winreg|reg)\.(?:OpenKey|OpenKeyEx|CreateKey|CreateKeyEx)\s*\(\s*(?:winreg\.|_winreg\.|reg\.)?(HKEY_\w+)\s*,\s*[rRbBuU]?(['"])((?:(?!\3).){1,300})\3/g)) keys.set(m[1] as string, `${HIVE_I22[m[2] as string] ?? m[2]}\\${(m[4] as string).replace(/\\\\/g, '\\')}`);
  for (const m of text.matchAll(/\bSetValueEx\s*\(\s*(\w+)\s*,\s*[rRuU]?(['"])([^'"\n]{1,120})\2\s*,\s*\w+\s*,\s*[\w.]+\s*,\s*[rRuU]?['"]?([\w.-]{1,40})/g)) {
    const key = keys.get(m[1] as string);
    if (!key) continue;
    const x = registryChange(key, m[3] as string, m[4] as string, false, `SetValueEx ${snippet(key, 50)} ${m[3]}=${m[4]}`);
    if (x) return x;
  }
  // .NET: Registry.SetValue("HKEY_LOCAL_MACHINE\\…", "Name", 1, …)
  for (const m of text.matchAll(/\bRegistry\]?(?:::|\.)SetValue\s*\(\s*[@$]?(['"])(HKEY_\w+)\\{1,2}([^'"\n]{1,300})\1\s*,\s*(['"])([^'"\n]{1,120})\4\s*,\s*['"]?([\w.-]{1,40})/g)) {
    const key = `${HIVE_I22[m[2] as string] ?? m[2]}\\${(m[3] as string).replace(/\\\\/g, '\\')}`;
    const x = registryChange(key, m[5] as string, m[6] as string, false, `Registry.SetValue ${snippet(key, 50)} ${m[5]}=${m[6]}`);
    if (x) return x;
  }
  return null;
}

export function pathExpr(expr: string): string {
  // require("path").join(…): the module's name is no part of the path.
  const first = firstArg(expr).replace(HOME_EXPR, '"~"').replace(TEMP_EXPR, '"/tmp"').replace(/\brequire\(\s*["'`][^"'`]*["'`]\s*\)/g, 'm');
  const parts = [...first.matchAll(/["'`]((?:[^"'`\\]|\\.){0,400})["'`]/g)].map((m) => m[1] as string);
  if (parts.length === 0) return '';
  // os.path.join('~', '.ssh') / path.join(home, 'x'): join with separators where a literal has none.
  // Paths.get(home, ".aws", "credentials"), Path.of(…), Path.Combine(…), filepath.Join(…), joinpath(…) join the same way.
  // (cls-code18: and Swift/Foundation's appendingPathComponent(…) / appending(path:), Rust's .join(…), Kotlin's resolve(…).)
  const joined = /\bjoin\(|\bfile\.path\(|Path\(|\s\/\s|\bPaths\.get\(|\bPath\.of\(|\bCombine\(|\bJoin\(|\bjoinpath\(|\bappendingPathComponent\(|\bappending\(\s*path:|\.resolve\(/.test(first) ? parts.join('/').replace(/\/{2,}/g, '/') : parts.join('');
  return joined;
}

/** Up to the first top-level comma: the first argument of an argument list. */
function firstArg(expr: string): string {
  let depth = 0;
  let end = expr.length;
  let q = '';
  for (let i = 0; i < expr.length && i < 2000; i++) {
    const ch = expr[i] as string;
    if (q) {
      if (ch === '\\') i++;
      else if (ch === q) q = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') q = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      // The call's own closing parenthesis ends its argument list (the next line's literals are no part of the path).
      if (--depth < 0) {
        end = i;
        break;
      }
    } else if (ch === ',' && depth === 0) {
      end = i;
      break;
    }
  }
  return expr.slice(0, end);
}

/**
 * A command built by concatenation ('rm -rf ' + process.env.HOME, `rm -rf ${dir}`): its literal parts joined, a home
 * directory lookup as ~ and any other expression as a variable the shell reader cannot see into. Undefined when the
 * first argument is one plain literal.
 */
function concatenated(args: string): string | undefined {
  const first = firstArg(args);
  // Joined by + (JS, Python, Java), . (PHP) or .. (Lua); or one literal interpolating (`${…}`, Ruby "#{…}", f"{…}").
  if (!/^\s*["'`][\s\S]*["'`]\s*(?:\+|\.\.|\.(?=\s))|(?:\+|\.\.|\s\.)\s*["'`]|`[^`]*\$\{|^\s*"[^"]*#\{|^\s*f["'][^"']*\{/.test(first)) return undefined;
  const home = (e: string) => new RegExp(HOME_EXPR.source).test(e);
  const parts: string[] = [];
  const fString = /^\s*f["']/.test(first);
  for (const piece of first.replace(/^\s*f(?=["'])/, '').split(/\s*(?:\+|\.\.|(?<=\s)\.(?=\s))\s*(?=(?:[^"'`]*["'`][^"'`]*["'`])*[^"'`]*$)/)) {
    const t = piece.trim();
    const lit = /^(["'`])([\s\S]*)\1$/.exec(t);
    if (lit) parts.push((lit[2] as string).replace(fString ? /\{([^{}]*)\}/g : /(?:\$|#)\{\s*([^}]*)\}/g, (_m, e: string) => (home(e) ? '~' : '$ARG')));
    else parts.push(home(t) ? '~' : '$ARG');
  }
  const cmd = parts.join('');
  return cmd.trim() ? cmd : undefined;
}

/** Where a process is started in code, in any language: an argument vector near one of these is a command line. */
const PROCESS_API_WORD = /\b(?:run_command|ProcessBuilder|ProcessStartInfo|CommandContext|Command|exec[lv]\w*|spawn\w*|callProcess|readProcess\w*|execProcess|startProcess|createProcess|proc_open|cmd|Process|capture[23]e?|popen\w*|Popen|system2?|check_call|check_output|execFile\w*|execa|exec|run|sh|local|Seq|arguments|shell)\b|\.!!?(?![\w=])|\]\s*\(\s*\)|\.execute\(/;
/** A process call's name, as it takes a bound argument vector (subprocess.run(cmd), system(@cmd), exec.Command(args[0], …)). */
const PROCESS_CALL_HEAD = String.raw`\b(?:run_command|run|call|check_call|check_output|Popen|system|exec[lv]?p?e?|execSync|execFile\w*|spawn\w*|execa|popen\w*|Command|ProcessBuilder|callProcess|readProcess\w*|sh|shell|capture[23]e?|create_subprocess_exec|run_program|Start|startProcess|Process\.(?:run|start))`;
/** A literal printed, logged, compared or asserted: the words are shown, not run. */
const SHOWN_BEFORE = /(?:\b(?:print\w*|puts|echo|log|info|debug|warn|error|assert\w*|expect|equals?|toEqual|include\w*|contains?|in)\s*[([]?\s*[([]?|==\s*[([]?|!=\s*[([]?)$/;

/**
 * Argument vectors in code: a literal naming a program, followed (across commas, brackets and spaces) by the words
 * given to it — literals as they are, a home lookup as ~, any other expression as a value the shell reader cannot see.
 * Only where the code starts processes, and never a vector printed or compared.
 */
function argvVectors(code: string): string[] {
  if (!PROCESS_API_WORD.test(code)) return [];
  const text = code.length > 20000 ? code.slice(0, 20000) : code;
  const out: string[] = [];
  const LIT = /"((?:[^"\\\n]|\\.){1,200})"|'((?:[^'\\\n]|\\.){1,200})'|`([^`\n]{1,200})`/g;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = LIT.exec(text)) && guard++ < 400 && out.length < 20) {
    const prog = (m[1] ?? m[2] ?? m[3] ?? '').replace(/^.*\//, '');
    if (!/^[\w.-]{2,40}$/.test(prog) || !isProgram(prog)) continue;
    if (SHOWN_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // The opening must be a process call's: a bracket, a comma after another argument (CommandContext(ctx, "rm", …)) or a space (Haskell, Clojure).
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    // A vector bound to a name (cmd = ["rm", "-rf", d]; my @cmd = (…)) runs only where that name is handed to a
    // process call later (subprocess.run(cmd), system(@cmd), spawn(cmd[0], cmd.slice(1))); printed, compared or
    // asserted, it is only data.
    const bound = /(?:^|[\s;({])(?:(?:const|let|var|val|my|local|final)\s+)?[$@]?([A-Za-z_]\w*)\s*(?::=|=)\s*(?:\[\]string\s*\{|(?:new\s+)?(?:List\.of|listOf|arrayOf|Arrays\.asList|vec!|list)?\s*[[({])\s*$/.exec(before)?.[1];
    if (bound) {
      if (!new RegExp(`${PROCESS_CALL_HEAD}\\s*[(\\s]\\s*(?:[\\w.]+\\s*,\\s*)?(?:\\*|\\.\\.\\.|@)?\\$?${bound}\\b(?!\\s*[=:](?!=))`).test(text.slice(m.index))) continue;
    } else if (!/(?:[([{,]|\s)\s*$/.test(before) || !PROCESS_API_WORD.test(before)) continue;
    const words = [prog];
    let i = m.index + m[0].length;
    let depth = 0;
    for (let n = 0; n < 40 && i < text.length; n++) {
      const sep = /^[\s,]*(?:[)\]}]\s*)?(?:\.\s*(?:arg|args)\s*)?(?:(?:c|list|vec!|List\.of|Arrays\.asList|listOf|arrayOf|new\s+String\s*\[\s*\])\s*(?=[([{]))?[([{]?[\s,]*/.exec(text.slice(i))?.[0] ?? '';
      const opens = (sep.match(/[([{]/g) ?? []).length - (sep.match(/[)\]}]/g) ?? []).length;
      if (/\n\s*\n/.test(sep) || (depth + opens < 0 && !/^[)\]}]\s*[[(]/.test(sep.trim()))) break;
      depth += opens;
      const at = i + sep.length;
      const q = text[at];
      if (q === '"' || q === "'" || q === '`') {
        const end = skipString(text, at);
        const w = text.slice(at + 1, end);
        if (w.includes('\n') || w.length > 400) break;
        i = end + 1;
        // (cls-code14) A literal joined to a home lookup ("rm -rf " + os.Getenv("HOME"), "/c rmdir /s /q " + GetFolderPath(…)) is one word ending in ~.
        const joinHome = /^\s*(?:\+|\.\.?)\s*/.exec(text.slice(i));
        const home = joinHome ? HOME_ONE.exec(text.slice(i + joinHome[0].length)) : null;
        if (joinHome && home) {
          words.push(`${w}~`);
          i += joinHome[0].length + home[0].length;
          continue;
        }
        words.push(/^\s*$/.test(w) ? '""' : w);
        continue;
      }
      // An expression argument: a home lookup, or a name / call / attribute the reader cannot see into.
      const home = HOME_ONE.exec(text.slice(at));
      if (home) {
        words.push('~');
        i = at + home[0].length;
        continue;
      }
      const expr = /^(?:[A-Za-z_$][\w$]*(?:\s*(?:\.|::)\s*[A-Za-z_$][\w$]*)*(?:\((?:[^()]|\([^()]*\))*\))?(?:\.[A-Za-z_$][\w$]*(?:\((?:[^()]|\([^()]*\))*\))?)*)/.exec(text.slice(at))?.[0];
      if (!expr || !sep || /^(?:args|arg|new|String|List|of|listOf|arrayOf|vec|c|Seq|cmd|true|false|null|nil|None|stdio|shell|check|capture_output|text|env|cwd|options|opts)$/.test(expr) || /[=:]\s*$/.test(text.slice(at + expr.length, at + expr.length + 3))) break;
      // A name bound to a literal earlier in the snippet (target = "/srv/app") stands for it.
      const bound = /^[A-Za-z_$][\w$]*$/.test(expr) ? boundLiteral(text, expr, at) : undefined;
      // A literal passed through a quoting or conversion call (shQuote("ls -la"), str('x'), String("y")) is that literal.
      const wrapped = /^[A-Za-z_$][\w$.]*\(\s*(?:"([^"\\\n]*)"|'([^'\\\n]*)')\s*\)$/.exec(expr);
      words.push(bound ?? (wrapped ? (wrapped[1] ?? wrapped[2] ?? '') : '$ARG'));
      i = at + expr.length;
    }
    // .NET's ProcessStartInfo("rm", "-rf /srv/app"): one argument string after the program holds all its words.
    if (words.length === 2 && /\s/.test(words[1] as string)) words.splice(1, 1, ...(words[1] as string).trim().split(/\s+/));
    if (words.length >= 2) out.push(words.map((w) => (/[\s"'|;&<>$`]/.test(w) && w !== '$ARG' ? `'${w.replace(/'/g, "'\\''")}'` : w)).join(' '));
  }
  return out;
}

/** Rust's std::process::Command builders, as command lines: the program of Command::new, then each .arg / .args word. */
function rustCommands(code: string): string[] {
  // (readCode has already written Rust's :: as a dot.)
  if (!/Command(?:::|\.)new\(/.test(code)) return [];
  const out: string[] = [];
  for (const m of code.matchAll(/Command(?:::|\.)new\(\s*("(?:[^"\\]|\\.)*")\s*\)((?:\s*\.\s*(?:arg|args|current_dir|env|envs|stdin|stdout|stderr)\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*)/g)) {
    const words = [argvCommand(m[1] as string)];
    for (const a of (m[2] as string).matchAll(/\.\s*(arg|args)\s*\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/g)) {
      const inner = (a[2] as string).trim();
      words.push(a[1] === 'args' ? argvCommand(inner.replace(/^&?(?:vec!)?\[([\s\S]*)\]$/, '$1')) : argvCommand(inner.replace(/^&/, '')));
    }
    out.push(words.join(' '));
    if (out.length >= 20) break;
  }
  return out;
}

/** An argument vector written as code ('rm', '-rf', os.homedir()): literals as words, a home lookup as ~, anything else $ARG. */
function argvCommand(list: string): string {
  const words: string[] = [];
  let rest = list;
  for (let i = 0; i < 40 && rest.trim(); i++) {
    const one = firstArg(rest);
    rest = rest.slice(one.length + 1);
    const t = one.trim();
    const lit = /^(["'`])([\s\S]*)\1$/.exec(t);
    // (cls-code17) One element is one word: an element holding spaces ("-a", "name=nginx state=restarted") stays whole.
    if (lit) words.push(/\s/.test(lit[2] as string) && !/'/.test(lit[2] as string) && i > 0 ? `'${lit[2] as string}'` : (lit[2] as string));
    else if (t) words.push(HOME_ONE.test(t) ? '~' : '$ARG');
  }
  return words.join(' ');
}

/**
 * The string a bare variable argument was last assigned before the call (cmd = 'dropdb orders'; os.system(cmd);
 * my $cmd = "…"; $cmd = '…'; let cmd = "…"): the command is read through the variable.
 */
function boundLiteral(code: string, args: string, at: number): string | undefined {
  const name = /^\s*\$?([A-Za-z_]\w*)\s*$/.exec(args)?.[1];
  if (!name) return undefined;
  const before = code.slice(0, at);
  let last: string | undefined;
  for (const m of before.matchAll(new RegExp(`(?:^|[\\s;({])(?:(?:const|let|var|my|local|val)\\s+)?\\$?${name}\\s*:?=\\s*(["'])((?:(?!\\1)[^\\\\\\n]|\\\\.){1,2000})\\1`, 'g'))) last = (m[2] as string).replace(/\\(["'\\])/g, '$1');
  // (cls-code15) A typed declaration (String cmd = …, final var c = …) or a value built by concatenation or a template
  // (const cmd = \`kubectl delete ns ${ns}\`, String cmd = "rm -rf " + System.getProperty("user.home")): the command it builds.
  let built: string | undefined;
  for (const m of before.matchAll(new RegExp(`(?:^|[\\s;({])(?:(?:const|let|var|my|local|val|final|String|string|auto)\\s+)*\\$?${name}\\s*:?=\\s*([^;\\n]{1,2000})`, 'g'))) built = m[1];
  if (built && /["'`]/.test(built) && !/^\s*(["'])(?:(?!\1)[^\\\n]|\\.)*\1\s*$/.test(built)) last = concatenated(built) ?? last;
  return last;
}

const EVAL_HEAD = /\b(?:exec|eval|instance_eval|class_eval|module_eval|Function|runInThisContext|runInNewContext)\s*\(/;
const EVAL_CODE = /\b(?:exec|eval|instance_eval|class_eval|module_eval|(?:new\s+)?Function|vm\.runInThisContext|vm\.runInNewContext)\s*\(\s*(?:compile\s*\(\s*)?[rbuf]?(?:'''([\s\S]{1,4000}?)'''|"""([\s\S]{1,4000}?)"""|"((?:[^"\\\n]|\\.){1,4000})"|'((?:[^'\\\n]|\\.){1,4000})'|`([^`]{1,4000})`)/g;

/** A file opened for writing (truncated) by path: Python/Ruby open, PHP fopen, Ruby File.open / File.new with "w". */
const TRUNCATING_OPEN = /\b(?:open|io\.open|File\.open|File\.new|fopen)\s*\(\s*["'`]([^"'`\n]{1,300})["'`]\s*,\s*["'`]w\+?[bt]?["'`]\s*\)/;

/** A name bound earlier to a built path (p = Path("/srv") / "data", dir := filepath.Join("/srv", "data"), val d = Paths.get(home, "x")). */
function boundPathExpr(code: string, args: string, at: number): string | undefined {
  const name = /^\s*\$?([A-Za-z_]\w*)\s*$/.exec(args)?.[1];
  if (!name) return undefined;
  let last: string | undefined;
  for (const m of code.slice(0, at).matchAll(new RegExp(`(?:^|[\\s;({])(?:(?:const|let|var|my|local|val)\\s+)?\\$?${name}\\s*:?=\\s*([^\\n;]{1,300})`, 'g'))) last = m[1] as string;
  if (!last || !/\bPath\b|\bjoin\(|\bJoin\(|\bPaths\.get\(|\bCombine\(|\bjoinpath\(|\s\/\s/.test(last) && !new RegExp(HOME_EXPR.source).test(last)) return undefined;
  const p = pathExpr(last);
  return p || undefined;
}

/** A database that lives only in the process: SQLite in memory, H2/HSQLDB mem, an in-memory Mongo, fakeredis. */
// (cls-code17) Visual Basic (VBA, VBScript, VB.NET) calls without parentheses: Kill "C:\\x\\*.xlsx" deletes the files the pattern
// names, FileSystemObject's DeleteFolder / DeleteFile delete a tree or files, WScript.Shell's Run / Exec and VBA's Shell run a
// command line ("" inside a VB string is one quote).
const VB_GATE = /\b(?:CreateObject|Sub|Dim|Set)\b[\s\S]*\b(?:Kill|RmDir|DeleteFolder|DeleteFile|Run|Exec|Shell)\b|^\s*(?:Kill|Shell)\s+"/m;
function vbCommands(text: string): string[] {
  const out: string[] = [];
  const str = String.raw`"((?:[^"\n]|"")+)"`;
  for (const m of text.slice(0, 20000).matchAll(new RegExp(String.raw`(?:^|[\s:])(Kill|RmDir)\s+${str}|\.(DeleteFolder|DeleteFile)\s*\(?\s*${str}|(?:\.(?:Run|Exec)|(?:^|[\s:=(])Shell)\s*\(?\s*${str}`, 'gm'))) {
    if (out.length >= 20) break;
    const kind = m[1] ?? m[3];
    const arg = ((m[2] ?? m[4] ?? m[5]) as string).replace(/""/g, '"');
    if (kind === 'Kill' || kind === 'DeleteFile') out.push(`del /q "${arg}"`);
    else if (kind === 'RmDir') out.push(`rd "${arg}"`);
    else if (kind === 'DeleteFolder') out.push(`rd /s /q "${arg}"`);
    else out.push(arg);
  }
  return out;
}
function taskCommands(text: string): string[] {
  const out: string[] = [];
  const t = text.slice(0, 20000);
  for (const m of t.matchAll(/\b(?:bash_command|command)\s*=\s*(?:f?("""|'''|"|')((?:(?!\1)[\s\S]){1,2000}?)\1)/g)) if (out.length < 12) out.push((m[2] as string).replace(/\\(["'\\])/g, '$1'));
  for (const m of t.matchAll(/\bcommands\s*=\s*\[([^\]]{1,2000})\]/g)) for (const x of (m[1] as string).matchAll(/(["'])((?:(?!\1)[^\n\\]|\\.){1,600})\1/g)) if (out.length < 12) out.push(x[2] as string);
  for (const m of t.matchAll(/\bcmds\s*=\s*\[([^\]\n]{1,400})\](?:[^\n]*?\barguments\s*=\s*\[([^\]\n]{1,1000})\])?/g)) if (out.length < 12) out.push(argvCommand(`${m[1] as string}${m[2] ? `, ${m[2]}` : ''}`));
  return out;
}

const LOCAL_API_BASE = /\b(?:stripe|Stripe|openai|anthropic)\.(?:api_base|apiBase|api_host|base_url|baseURL)\s*=\s*["'`](?:https?:\/\/)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0|stripe-mock)\b|\bSTRIPE_API_BASE\s*=\s*["']?https?:\/\/(?:localhost|127\.0\.0\.1|stripe-mock)\b/;
const IN_MEMORY_DB = /["'`]sqlite(?:\+\w+)?:\/\/(?:\/:memory:)?["'`]|Data Source=:memory:|\bMode=Memory\b|["'`](?:file:)?:memory:(?:\?[\w=&]*)?["'`]|["'`]file\.memory:(?:\?[\w=&]*)?["'`]|jdbc:(?:h2|hsqldb|derby):mem:|\bMongoMemoryServer\b|\bfakeredis\b|\bmongomock\b|\btesting\.postgresql\.Postgresql\(|\b(?:PostgreSQL|Postgres|MySQL|MariaDB|MongoDB|MSSQLServer)Container\b|\bjdbc:tc:|\bEmbeddedPostgres\b|\bdbi:SQLite:(?:dbname=)?:memory:|\bSQLite\.DB\(\s*\)|\bsqlmock\.New\(|\bUseInMemoryDatabase\(|["'`]sqlite(?:::|\.|:)memory:/; // (cls-code18: go-sqlmock, EF Core's in-memory provider, sqlx's sqlite::memory:) (cls-code16b: throwaway test servers; cls-code17: Perl DBI, Julia SQLite.DB())
/** A real database named in the same snippet: the in-memory one is not the only one. */
const OTHER_DB = /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|mssql|oracle):\/\/|DATABASE_URL|DB_URL|\bDSN\b/;

const TEMP_DIR_MADE = /\bt\.TempDir\(\s*\)|\bDeno\.makeTempDir(?:Sync)?\(|\b(?:os|ioutil)\.(?:MkdirTemp|TempDir)\(|\btempfile\.(?:mkdtemp|TemporaryDirectory|gettempdir)\(|\btempfile::(?:tempdir|TempDir::new)\(|\bmkdtemp(?:Sync)?\(|\bDir\.mktmpdir\b|\bFiles\.createTempDirectory\(|\bDirectory\.CreateTempSubdirectory\(|\btemporaryDirectory\b|\bNSTemporaryDirectory\(|\btempdir\(\s*\)|\bFile\.createTempFile\(|\bDir\.tmpdir\b/;

/** A name assigned from a temporary-directory constructor anywhere in the snippet. */
function tempBound(code: string, name: string): boolean {
  if (!TEMP_DIR_MADE.test(code)) return false;
  const re = new RegExp(`(?:^|[\\s;({])(?:(?:const|let|var|val|my|local)\\s+)?\\$?${name.replace(/\$/g, '\\$')}\\s*(?:,\\s*\\w+\\s*)?(?::=|=)\\s*(?:await\\s+)?([^\\n;]{0,200})`, 'g');
  for (const m of code.matchAll(re)) if (TEMP_DIR_MADE.test(m[1] as string)) return true;
  return false;
}

/** Fabric/Invoke and SSH-library runners: c.run / c.sudo / c.local on a Connection, Context or task argument, client.exec_command. */
const RUNNER_NAME = /^(?:run|sudo|local|exec_command)$/;
const RUNNER_LIB = /\b(?:from|import)\s+(?:fabric|invoke|paramiko|pyinfra|spur)\b|@task\b|\bparamiko\.SSHClient\(|\bnew\s+(?:NodeSSH|Client)\s*\(\s*\)[\s\S]{0,400}\.connect\(/;

/** (cls-code18) SSH libraries in other languages (Ruby Net::SSH, Go x/crypto/ssh, Node ssh2 / node-ssh, SSH.NET, phpseclib,
 *  JSch, asyncssh, Rust ssh2) and the calls that run a command on their connection. */
const SSH_LIB = /\bNet(?:::|\.)SSH\b|\bssh\.Dial\s*\(|\bx\/crypto\/ssh\b|\brequire\(\s*["']ssh2["']\s*\)|\bfrom\s+["']ssh2["']|\bNodeSSH\b|\bnew\s+SshClient\s*\(|\bRenci\.SshNet\b|\bnew\s+SSH2\s*\(|\bphpseclib\d*\b|\bJSch\b|\bgetSession\s*\([^()\n]*\)[\s\S]{0,300}\bChannelExec\b|\basyncssh\b|\bchannel_session\s*\(|\bssh2::Session\b/;
const SSH_RUN = /^(?:exec|execCommand|exec_command|run|Run|Output|CombinedOutput|RunCommand|CreateCommand|setCommand|sudo)$/;
/** The host an SSH library connects to, when the snippet writes it ('' when it does not). */
function sshLibHost(code: string): string {
  const m = /\bNet(?:::|\.)SSH\.start\(\s*["']([^"']+)["']/.exec(code) ?? /\bssh\.Dial\(\s*["']tcp["']\s*,\s*["']([^"':]+)/.exec(code) ?? /\bnew\s+(?:SshClient|SSH2)\s*\(\s*@?["']([^"']+)["']/.exec(code) ?? /\bgetSession\(\s*["'][^"']*["']\s*,\s*["']([^"']+)["']/.exec(code) ?? /\basyncssh\.connect\(\s*["']([^"']+)["']/.exec(code) ?? /\bTcpStream::connect\(\s*["']([^"':]+)/.exec(code) ?? /\.connect\(\s*\{[^{}]*?\bhost(?:name)?\s*:\s*["']([^"']+)["']/.exec(code);
  return m?.[1] ?? '';
}

const SFTP_PUT = /^(?:upload|put|fastPut|uploadFile|UploadFile|putfo)$/;
const DROPBOX_SDK = /\bdropbox\.Dropbox(?:Team)?\s*\(|\bnew\s+Dropbox\s*\(|\bDbxClientV2\b|\bDropboxClient\b/;
/** A local file named in an upload's arguments: open("f"), Path("f").read_bytes(), readFileSync("f"), File.open("f"), a bare literal. */
function uploadedFile(args: string): string | undefined {
  return /\b(?:open|Path|readFileSync|readFile|File\.(?:open|read|OpenRead|ReadAllBytes)|FileInputStream|fopen|file_get_contents|createReadStream)\s*\(\s*@?["'`]([^"'`\n]+)["'`]/.exec(args)?.[1];
}
const SSHKIT_BLOCK = /\bon\s+(?:roles|release_roles|primary)\s*\(|\bon\s+\[?\s*["'][\w.@-]+["'][^\n]*\bdo\b/;
/** The commands of SSHKit execute lines (execute :rm, "-rf", path ⏎ execute "systemctl restart x"): symbols and strings as words. */
function sshkitCommands(code: string): string[] {
  const out: string[] = [];
  for (const m of code.slice(0, 8000).matchAll(/^[ \t]*execute\s*\(?\s*((?::[a-z_]\w*[!?]?|"[^"\n]*"|'[^'\n]*')(?:\s*,\s*(?::[a-z_]\w*[!?]?|"[^"\n]*"|'[^'\n]*'|[a-z_]\w*))*)/gm)) {
    const words = [...(m[1] as string).matchAll(/:([a-z_]\w*[!?]?)|"([^"\n]*)"|'([^'\n]*)'|\b([a-z_]\w*)\b/g)].map((w) => w[1] ?? w[2] ?? w[3] ?? `"$${(w[4] as string).toUpperCase()}"`);
    // (Run on the role's hosts, as ssh to them: roles(:db) → ssh db '…'.)
    const role = /\bon\s+(?:roles|release_roles|primary)\s*\(\s*:(\w+)/.exec(code)?.[1] ?? /\bon\s+\[?\s*["']([\w.@-]+)["']/.exec(code)?.[1] ?? 'remote-hosts';
    if (words.length && out.length < 12) out.push(`ssh ${role} '${words.join(' ').replace(/'/g, `'\\''`)}'`);
  }
  return out;
}

/** (cls-code18) The package-qualified constructor a client name is bound to (armresources.NewResourceGroupsClient → armresources.ResourceGroupsClient). */
function boundCtor(code: string, name: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|[\s;(])${name}\s*(?:,\s*\w+\s*)?(?::=|=)\s*(?:await\s+)?(?:new\s+)?((?:[a-z]\w*\.)?)(?:New)?([A-Z]\w*(?:Client|Service|Api|API))\s*\(`).exec(code.slice(0, 6000));
  // (Only a constructor that names its resource: ResourceGroupsClient, SecretClient, not a bare NewClient.)
  const ctor = (m?.[2] ?? '').replace(/^New(?=[A-Z])/, '');
  return m && /^[A-Z][a-z]\w*?[A-Z]/.test(ctor) && !/^(?:Http|Web|Rest|Api|Base|Default|Generic|Core|Sdk|Redis|Mongo|Sql|Db)(?:Client|Service|Api|API)$/.test(ctor) ? `${m[1] as string}${ctor}` : undefined;
}

/** (cls-code18) The scope of a delete builder that names its table and takes its filter in a later step of the chain. */
function builderScope(code: string, c: Call, argStr: string): Act['scope'] | undefined {
  if ((c.name === 'Delete' && /(?:^|\.)client\.[A-Z]\w*\.$/.test(c.receiver)) || (c.name === 'delete_many' && /^[A-Z]\w*\.$/.test(c.receiver))) {
    if (argStr.trim()) return undefined;
    const rest = code.slice(c.at, c.at + 400);
    const tail = /^[\s\S]*?\b(?:Delete|delete_many)\(\s*\)([\s\S]*?)\.\s*(?:Exec|ExecX|exec)\s*\(/.exec(rest)?.[1] ?? '';
    if (/\.\s*(?:Where|filter)\s*\(/.test(tail)) return /\b(?:IDEQ|IDIn|ID)\(|\bId\.eq\(|\bColumn::Id\.eq\(/.test(tail) ? 'one' : 'some';
    return 'all';
  }
  if (c.name === 'delete' && /^diesel\.$/.test(c.receiver)) {
    const arg = argStr.trim();
    if (/^[a-z_]\w*(?:\.table)?$/.test(arg)) return 'all';
    if (/\.filter\(/.test(arg)) return /\bid\.eq\(|\.find\(/.test(arg) ? 'one' : 'some';
  }
  return undefined;
}

/** (cls-code19) Storage calls that upload a local file or body, in any SDK (fput_object, upload_file, PutObject, upload_blob …). */
const UPLOAD_CALL = /\b(?:\w*[Uu]pload\w*|put_?[Oo]bject|fput_?[Oo]bject|f[Pp]ut[Oo]bject|PutObject(?:Command|Request|Async)?|put_file|putFile|send_file|sendFile|create_blob_from_path)\s*\(/g;
/** (cls-code19) A private key or credentials file handed to an upload in any storage SDK: the secret is exported (verify). */
function keyFileUploads(text: string): Finding[] {
  if (!/upload|[Pp]ut_?[Oo]bject|put_?[Ff]ile|send_?[Ff]ile|blob_from_path/.test(text)) return [];
  for (const m of text.slice(0, 8000).matchAll(UPLOAD_CALL)) {
    const args = text.slice((m.index as number) + m[0].length, (m.index as number) + m[0].length + 600);
    if (uploadsKeyFile(text, args)) return [f('dangerous', `exports a private key or credentials file into storage (${snippet(`${m[0]}${args}`, 60)})`)];
  }
  return [];
}

/** (cls-code19) An upload's arguments name a private key or credentials file: a literal path, or a handle opened on one. */
function uploadsKeyFile(code: string, argStr: string): boolean {
  const a = argStr.slice(0, 2000);
  for (const m of a.matchAll(/["'`]([^"'`\n]{1,300})["'`]/g)) if (KEY_FILE.test((m[1] as string).replace(/\/+$/, ''))) return true;
  const first = /^\s*([A-Za-z_$][\w$]*)\s*(?:[,)]|$)/.exec(a)?.[1];
  if (!first) return false;
  // The line that binds the handle (with open(…) as f:, f = open(…), const f = fs.createReadStream(…)) names the file.
  const bind = new RegExp(`^[^\\n]*(?:\\bas\\s+${first.replace(/\$/g, '\\$')}\\b|\\b${first.replace(/\$/g, '\\$')}\\s*:?=(?!=))[^\\n]*$`, 'm').exec(code.slice(0, 6000))?.[0] ?? '';
  for (const m of bind.matchAll(/["'`]([^"'`\n]{1,300})["'`]/g)) if (KEY_FILE.test((m[1] as string).replace(/\/+$/, ''))) return true;
  return false;
}

/** (cls-code18) An SFTP or consumer-drive upload in code, as the command line it stands for (scp / dbxcli put), or undefined. */
function librarySend(code: string, c: Call, argStr: string): string | undefined {
  if (SFTP_PUT.test(c.name) && /sftp/i.test(c.rawRecv)) {
    const lits = [...argStr.matchAll(/["'`]([^"'`\n]+)["'`]/g)].map((x) => x[1] as string);
    const src = uploadedFile(argStr) ?? lits[0];
    if (!src) return undefined;
    const host = /\bNet(?:::|\.)SFTP\.start\(\s*["']([^"']+)["']/.exec(code)?.[1] ?? /\bTransport\(\s*\(\s*["']([^"']+)["']/.exec(code)?.[1] ?? /\bpysftp\.Connection\(\s*(?:host\s*=\s*)?["']([^"']+)["']/.exec(code)?.[1] ?? (sshLibHost(code) || 'sftp-server');
    const dst = lits.find((x) => x !== src) ?? '';
    return `scp '${src.replace(/'/g, '')}' '${host.replace(/'/g, '')}:${dst.replace(/'/g, '')}'`;
  }
  if (/^(?:files_upload|filesUpload|files_upload_session_finish|uploadBuilder)$/.test(c.name) && (DROPBOX_SDK.test(code) || /^dbx\b/.test(c.receiver))) {
    const src = uploadedFile(argStr) ?? uploadedFile(code);
    if (!src) return undefined;
    const dst = /\bpath\s*:\s*["'`]([^"'`\n]+)["'`]/.exec(argStr)?.[1] ?? [...argStr.matchAll(/["'`](\/[^"'`\n]*)["'`]/g)].map((x) => x[1] as string).find((x) => x !== src) ?? '/';
    return `dbxcli put '${src.replace(/'/g, '')}' '${dst.replace(/'/g, '')}'`;
  }
  return undefined;
}

/** The host a runner call reaches ('' for the local machine or an unknown one), or undefined when the call is no runner. */
function remoteRunner(code: string, c: Call): string | undefined {
  // (cls-code18) An SSH library's command call with its command written out: run on the host the snippet connects to.
  if (SSH_RUN.test(c.name) && /^\s*@?["'`]/.test(c.args) && c.receiver !== '' && !/^(?:exec|Runtime|os|subprocess|child_process|cp|Process|Open3|Kernel|Deno|Bun)\.|\.(?:getRuntime|Runtime)\.$/.test(c.receiver) && SSH_LIB.test(code)) return sshLibHost(code);
  if (!RUNNER_NAME.test(c.name) || !/^\s*["'`fr$]/.test(c.args) && !/^\s*[A-Za-z_]\w*\s*$/.test(c.args)) return undefined;
  const recv = c.rawRecv.trim();
  const conn = /^(?:fabric\.)?(?:Connection|Context|SerialGroup|ThreadingGroup|Group)\s*\(\s*(?:host\s*=\s*)?(?:["']([^"']*)["'])?/.exec(recv);
  if (conn) return /^Connection/.test(recv) ? conn[1] ?? '' : '';
  // (cls-code19) sudo(…) and exec_command(…) on a connection are Fabric's and paramiko's runners even with no import shown.
  if (!RUNNER_LIB.test(code) && !(/^(?:sudo|exec_command)$/.test(c.name) && /^\s*["'`]/.test(c.args))) return undefined;
  // A client bound to a constructor (client = paramiko.SSHClient()): the host its connect() names.
  if (/SSHClient\(\s*\)\s*\.$/.test(recv)) return /\.\s*connect\(\s*(?:hostname\s*=\s*)?["']([^"']+)["']/.exec(code)?.[1] ?? '';
  const root = /^([A-Za-z_]\w*)\s*\.\s*$/.exec(recv)?.[1];
  if (!root) return undefined;
  // with Connection('web1.prod') as c:  /  client.connect('db1.prod', …) / ssh.connect({ host: '…' })
  const w = new RegExp(`\\bConnection\\(\\s*(?:host\\s*=\\s*)?["']([^"']+)["'][^)]*\\)\\s+as\\s+${root}\\b`).exec(code) ?? new RegExp(`\\b${root}\\s*\\.\\s*connect\\(\\s*(?:\\{\\s*host\\s*:\\s*|hostname\\s*=\\s*)?["']([^"']+)["']`).exec(code);
  return w ? (w[1] as string) : '';
}

/** The first string literal of an argument list, its escapes undone ('psql \\"$URL\\" -c \\"DROP …\\"' → psql "$URL" -c "DROP …"). */
function firstLiteral(args: string): string | undefined {
  const at = args.search(/["'`]/);
  if (at < 0) return undefined;
  const end = skipString(args, at);
  const body = args.slice(at + 1, end);
  return body ? body.replace(/\\(["'`\\])/g, '$1') : undefined;
}

/** Where a database server keeps its data (…/postgresql/15/main, /data/postgres, MySQL Server 8.0\\Data, /var/lib/mongodb). */
const DB_DATA_DIR = /(?:^|[\\/])(?:postgres(?:ql)?|pgdata|pg_data|mysql|mariadb|mongo(?:db)?|redis|elasticsearch|opensearch|cassandra|clickhouse|influxdb|couchdb|neo4j)(?:[\\/ ][^\\/]*){0,3}(?:[\\/](?:data|main|base|db|pg_wal))?[\\/]?$/i;
const BACKUP_PATH = /(?:^|[\\/])(?:backups?|bak|snapshots?|dumps?)(?:[\\/]|$)|\.(?:bak|dump)(?:\*)?$/i;

/** A path deleted from code: the shell's reading of the path, and what the path holds (a database's data, every backup). */
function pathDeletion(p: string, recursive: boolean, what: string): Finding[] {
  const out = deletionFinding([p], recursive, true, what, false).map((x) => withChange(x, { local: true }));
  const wide = recursive || /\*/.test(p);
  let act: Act | null = null;
  // (cls-code14) A walk whose loop tests names, ages or sizes deletes the entries it matches, not every one.
  const scope = p.endsWith('(names tested)') ? 'some' as const : 'all' as const;
  if (wide && DB_DATA_DIR.test(p) && !/^(?:\.|~)?[\\/]?(?:tmp|var[\\/]tmp)[\\/]/.test(p)) act = { verb: 'delete', obj: 'database', scope, mods: 0, what };
  else if (wide && BACKUP_PATH.test(p)) act = { verb: 'delete', obj: 'backup', scope, mods: 0, what };
  const x = act ? judge(act) : null;
  if (x) out.push(x);
  return out;
}

/** File reads in many languages: open(p), readFileSync(p), File.read(p), file_get_contents(p), read_text, ReadAllText, Files.readString. */
const FILE_READ_CALL = /\b(?:open|io\.open|readFileSync|readFile|File\.read|File\.readlines|IO\.read|file_get_contents|file|read_text|read_to_string|ReadAllText(?:Async)?|ReadAllLines(?:Async)?|ReadAllBytes(?:Async)?|readString|readAllBytes|ReadFile|fopen|slurp|Deno\.readTextFile(?:Sync)?|Bun\.file)\s*\(|\bcontentsOfFile:\s*/g;
/** Key material and cloud or cluster credentials: printed, they are a live secret in the transcript. */
const KEY_OR_CLOUD_CRED = /(?:^|[\\/])(?:id_(?:rsa|ed25519|ecdsa|dsa)|[\w.-]+\.(?:pem|key|p12|pfx|ppk))$|[\\/]\.(?:aws|kube|gnupg|docker)[\\/]|[\\/]\.ssh[\\/]id_|(?:^|[\\/])(?:credentials(?:\.json)?|service[-_]?account[\w-]*\.json|\.vault-token|\.netrc|\.pgpass|\.git-credentials)$/i;

/** (lead18) A bucket or container handle bound by name and then deleted (b = client.bucket("acme-prod-media"); b.delete(force=True),
 * container = BlobContainerClient(conn, "invoices"); container.delete_container()): the whole bucket, with its objects when forced. */
function boundBucketDeletes(text: string): Finding[] {
  if (!/\.delete|\.Delete|\.remove|\.destroy|delete_container|deleteIfExists/i.test(text)) return [];
  for (const m of text.matchAll(/\b(\w+)\s*=\s*[^\n;]{0,120}?\.(?:bucket|Bucket|get_bucket|getBucket|container|get_container_client|getContainerClient)\(\s*["'`]([\w.-]+)["'`]\s*\)(?=[ \t]*(?:\r?\n|$|;|#|\/\/))/g)) {
    const v = m[1] as string;
    const name = m[2] as string;
    const del = new RegExp(String.raw`\b${v}\.(?:delete|Delete|delete_container|deleteContainer|destroy|remove)\s*\(([^)]*)\)`).exec(text);
    if (!del) continue;
    const x = judge({ verb: 'delete', obj: 'bucket', scope: 'all', mods: 0, what: snippet(`${v}.delete(${del[1]}) on ${name}`, 60) });
    if (x) return [detectEnv(name).env !== 'unknown' ? { ...x, env: detectEnv(name).env } : x];
  }
  return [];
}

/** (lead18) Code writing a file into a personal cloud account's synced folder (df.to_csv("~/Dropbox/customers.csv"),
 * fs.writeFileSync("/Users/jane/OneDrive - Personal/users.json", …)): with personal data in it, it leaves the company. */
const SYNC_WRITE = /(?:\.(?:to_csv|to_excel|to_parquet|to_json|to_pickle|write_text|write_bytes|writeFile(?:Sync)?|WriteAllText|WriteAllBytes|WriteAllLines|save|savefig|dump)|\bopen|\bFile\.(?:write|open)|\bcopyfile|\bcopy2?|\bmove)\s*\(\s*(?:[\w.]+\s*,\s*)?(?:[rfb]?["'`])([^"'`\n]{1,200})["'`]/g;
function personalSyncWrites(text: string): Finding[] {
  if (!/dropbox|onedrive|icloud|clouddocs|mega|pcloud|yandex|personal/i.test(text)) return [];
  for (const m of text.matchAll(SYNC_WRITE)) {
    const path = m[1] as string;
    if (PERSONAL_SYNC_FOLDER.test(path) && (mentionsPersonalData(path) || /\b(?:customers?|users?|clients?|employees?|patients?|members?|contacts?|subscribers?|payroll|salar(?:y|ies))\b/i.test(text))) return [f('dangerous', `writes personal data into a personal cloud account's synced folder (${snippet(path, 50)})`)];
  }
  return [];
}

/** (cls-holes20) A cloud-drive SDK's upload call (Drive's MediaFileUpload + files().create, Dropbox files_upload, Box/OneDrive
 *  upload_file, GCS upload_from_filename). */
const DRIVE_UPLOAD = /\bMediaFileUpload\s*\(|\bfiles\(\)\.create\s*\(|\bfiles_upload\s*\(|\bupload_file\s*\(|\bupload_from_filename\s*\(|\bputFile\s*\(/;
/** A destination named as one's own: a personal folder, drive or account. */
const PERSONAL_DEST = /\b(?:MY_)?PERSONAL(?:_[A-Z]+)*\b|\bpersonal[_-]?(?:folder|drive|dropbox|account|box)\b|\bmy[_-]?(?:drive|dropbox)\b/i;

/** (cls-holes20) People's data uploaded by a cloud-drive SDK into a personal folder or drive: it leaves the company, as
 *  the same file written into a personal sync folder does. */
function personalDriveUploads(text: string): Finding[] {
  if (text.length > 20000 || !DRIVE_UPLOAD.test(text) || !PERSONAL_DEST.test(text)) return [];
  if (!(mentionsPersonalData(text) || /\b(?:customers?|users?|clients?|employees?|patients?|members?|contacts?|subscribers?|payroll|salar(?:y|ies))\b/i.test(text))) return [];
  return [f('dangerous', `uploads people's data into a personal drive or folder: it leaves the company (${snippet(text, 60)})`)];
}

/** A secret file read by code (open('~/.aws/credentials').read(), File.read(File.expand_path("~/.ssh/id_rsa"))). */
function secretFileReads(code: string): Finding[] {
  if (!/\.(?:ssh|aws|kube|gnupg|docker|env|netrc|pgpass|vault-token|git-credentials)\b|credentials|id_(?:rsa|ed25519|ecdsa)|\.(?:pem|key|p12|pfx)\b|service[-_]?account/i.test(code)) return [];
  const out: Finding[] = [];
  FILE_READ_CALL.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  // The path may be the receiver instead (Path.home().joinpath('.aws', 'credentials').read_text(), (Path.home() / '.ssh' / 'id_rsa').read_bytes()).
  const paths: string[] = [];
  for (const r of code.matchAll(PATH_OBJECT_READ)) if (paths.length < 10) paths.push(pathExpr(r[1] as string));
  while ((m = FILE_READ_CALL.exec(code)) && guard++ < 20) {
    const args = code.slice(m.index + m[0].length, m.index + m[0].length + 400);
    // Perl's open(my $f, "<", PATH) names the file last; elsewhere it is the first argument.
    const perl = /^\s*(?:my\s+)?[$\w]+\s*,\s*["']<["']\s*,\s*/.exec(args);
    paths.push(pathExpr((perl ? args.slice(perl[0].length) : args).replace(/\$ENV\{\s*HOME\s*\}/g, '~').replace(/"\s*~\s*\//g, '"~/')));
  }
  for (const p of paths) {
    if (!p || !(pathKind(p) === 'secret' || SECRET_FILE_NAME.test(p))) continue;
    const sent = boundSecretSent(code);
    if (sent) {
      out.push(f(sent.local ? 'dangerous' : 'forbidden', `sends secrets (${snippet(p, 40)}) read into ${sent.name} to ${sent.host}`));
      break;
    }
    const printed = PRINT_CALL.test(code) || /\bprint\s*<|\bputs\b|\becho\b/.test(code);
    // Printing from code is `cat` of the file (cls-code13, README decisions): reading a secret, dangerous when the input
    // names production or a live system, as in bash, PowerShell and prose.
    if (printed && KEY_OR_CLOUD_CRED.test(p)) out.push(readSecret(`prints key material or cloud credentials (${snippet(p, 50)}) into the transcript`, true));
    else out.push(readSecret(`reads a secrets file (${snippet(p, 50)})`, true));
    break;
  }
  return out;
}
/**
 * A secret file read into a name, then that name handed to a request to another host (key = fs.readFileSync(…id_ed25519);
 * fetch('https://paste.rs', { body: key })): the secret leaves, as `cat key | curl -d @- …` does (cls-code13).
 */
function boundSecretSent(code: string): { name: string; host: string; local: boolean } | null {
  const bind = /(?:^|[\s;({])(?:(?:const|let|var|val|my|final|auto)\s+)?[$@]?([A-Za-z_]\w*)\s*(?::=|=)\s*(?:await\s+|try\s+)?[^=\n;]{0,120}?(?:open|readFileSync|readFile|File\.read|IO\.read|file_get_contents|read_text|read_to_string|ReadAllText|readString|ReadFile|contentsOfFile:)/.exec(code);
  if (!bind) return null;
  const name = bind[1] as string;
  const after = code.slice(bind.index + bind[0].length);
  const sent = new RegExp(`\\b(?:fetch|axios(?:\\.post|\\.put)?|requests\\.(?:post|put)|httpx\\.(?:post|put)|http\\.(?:post|put|request)|got\\.post|Net::HTTP\\.post(?:_form)?|HTTParty\\.post|PostAsync|PutAsync|urlopen|curl_setopt|Invoke-RestMethod|\\.post|\\.put)\\s*\\(?[^;\\n]*?["'\`](https?:\\/\\/[^"'\`\\s/]+)[^;]*?\\b${name}\\b`).exec(after);
  // PHP's curl names the URL in curl_init and the body in an option.
  const send = sent ?? new RegExp(`curl_init\\(\\s*["'](https?:\\/\\/[^"'\\s/]+)[\\s\\S]{0,300}?CURLOPT_POSTFIELDS\\s*,[^)]*\\$${name}\\b`).exec(after);
  if (!send) return null;
  const host = (send[1] as string).replace(/^https?:\/\//, '');
  return { name, host, local: /^(?:localhost|127\.|\[::1\])|\.(?:internal|corp|lan|intra|private)(?::\d+)?$/.test(host) };
}

/** A where-condition every row meets: Where("1 = 1"), .Where(o => true), filter(lambda _: True). */
const ALWAYS_TRUE_WHERE = /\b(?:Where|where|filter|Filter)\s*\(\s*(?:["'`]\s*(?:1\s*=\s*1|true|TRUE)\s*["'`]|\(?\s*\w*\s*\)?\s*=>\s*true|lambda\s*\w*\s*:\s*True)\s*\)/;

/** A path object read whole (pathlib, Kotlin/Java Path): the receiver chain names the file. */
const PATH_OBJECT_READ = /((?:pathlib\.)?Path(?:\.home\(\s*\)|\(\s*["'][^"'\n]*["']\s*\))(?:\s*\/\s*["'][^"'\n]*["']|\s*\.\s*(?:joinpath|expanduser|resolve)\s*\([^()\n]*\))*)\s*\)?\s*\.\s*(?:read_text|read_bytes|open|readText|readBytes)\s*\(/g;
const SECRET_FILE_NAME = /(?:^|[\\/])(?:\.env(?:\.[\w-]+)?|credentials(?:\.json)?|secrets?\.(?:json|ya?ml)|[\w-]*\.(?:pem|key)|id_(?:rsa|ed25519|ecdsa)|\.netrc|\.pgpass|\.git-credentials|\.vault-token)$/i;

/** Code fetched from a URL and run (exec(urlopen(u).read()), fetch(u).then(eval), eval(file_get_contents(u)), eval `curl u`). */
const REMOTE_RUN = /\b(?:exec|eval|Function|instance_eval|class_eval|module_eval|loadstring|load|runpy\.run_path)\s*\(?\s*(?:(?:await\s+)?[\w.]+\s*\(\s*|\(\s*){0,4}(?:await\s+)?(?:[A-Za-z_]\w*\.){0,3}(?:urlopen|urllib\.request\.urlopen|requests\.get|httpx\.get|fetch|Net::HTTP\.get|Net\.HTTP\.get|HTTP\.get|URI\.open|open|file_get_contents|http\.get|got|axios\.get|`\s*(?:curl|wget))\b[^;\n]{0,200}?https?:\/\/|https?:\/\/[^\s'"`]+['"`]\s*\)\s*(?:\.then\(\s*\w+\s*=>\s*\w+\.text\(\)\s*\)|\.then\(\s*\(?\w+\)?\s*=>\s*\w+\.text\(\)\s*\))?\s*\.then\(\s*eval\s*\)/;

// (cls-code16) A download bound to a name (code = urlopen(u).read(); body, _ := io.ReadAll(resp.Body) after http.Get;
// const src = await (await fetch(u)).text(); $s = file_get_contents($u)) and that name run later: exec(code), eval(src),
// exec.Command("sh", "-c", string(body)), new Function(src)(). As root when sudo runs it.
const DOWNLOAD_BIND = /^[ \t]*(?:(?:const|let|var|my|val)[ \t]+)?\$?([A-Za-z_]\w*)(?:[ \t]*,[ \t]*_)?[ \t]*:?=[ \t]*[^\n]{0,160}?\b(?:urlopen|requests\.get|httpx\.get|fetch|http\.Get|HTTP\.get|URI\.open|file_get_contents|ReadAll|DownloadString|getForObject|readText|read_to_string|text)\b[^\n]{0,200}$/gm;
function boundRemoteRuns(code: string): Finding[] {
  if (!/https?:\/\/|\burl\b|\bURL\b/.test(code) || !/\b(?:urlopen|requests\.get|httpx\.get|fetch|http\.Get|HTTP\.get|URI\.open|file_get_contents|DownloadString|getForObject|reqwest|URL\()/.test(code)) return [];
  for (const m of code.slice(0, 8000).matchAll(DOWNLOAD_BIND)) {
    const n = m[1] as string;
    if (/^(?:resp|response|res|r|req|request)$/.test(n) && !/ReadAll|read|text/.test(m[0])) continue;
    const after = code.slice((m.index as number) + m[0].length);
    const run = new RegExp(`\\b(?:exec|eval|Function|instance_eval|loadstring|runpy\\.run_path)\\s*\\(\\s*(?:\\w+\\.decode\\(\\)\\s*)?\\$?${n}\\b|["'](?:ba|z|da)?sh["']\\s*,\\s*["']-c["']\\s*,\\s*(?:string\\(\\s*)?\\$?${n}\\b|\\bsh\\s+-c\\s+["']?\\$\\{?${n}\\b`).exec(after);
    if (!run) continue;
    const line = after.slice(Math.max(0, after.lastIndexOf('\n', run.index) + 1), after.indexOf('\n', run.index) < 0 ? after.length : after.indexOf('\n', run.index));
    const x = judge({ verb: 'exec_remote', obj: 'unknown', scope: 'one', mods: /\bsudo\b|["']sudo["']/.test(line) ? M.ROOT : 0, what: snippet(`${m[0].trim()} … ${line.trim()}`, 80) });
    return x ? [x] : [];
  }
  return [];
}
/** (cls-interp20) A download handed on through callbacks and then evaluated: https.get(u, r => { r.on('data', c => d += c);
 *  r.on('end', () => eval(d)) }), fetch(u).then(r => r.text()).then(t => new Function(t)()), vm.runInThisContext(body),
 *  Perl's eval(get(u)) (LWP::Simple). The evaluated name must appear between the download and the evaluation. */
const FETCH_CALL = /\b(?:https?\.get|https?\.request|fetch|axios(?:\.get)?|got|request|urlopen|requests\.get|httpx\.get|Net::HTTP\.get|URI\.open|LWP::Simple::get|getstore|get|HTTP::Tiny->new->get|file_get_contents)\s*\(\s*["'`]https?:\/\//;
const EVAL_NAME = /(?<![.\w>$])(?:eval|exec|Function|instance_eval|loadstring|load)\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]|(?:\bvm|\))\s*\.\s*(?:runIn\w*Context|compileFunction)\s*\(\s*([A-Za-z_$][\w$]*)\b|\bnew\s+vm\.Script\s*\(\s*([A-Za-z_$][\w$]*)\b/;
function callbackRemoteRuns(code: string): Finding[] {
  const head = code.slice(0, 8000);
  const fetch = FETCH_CALL.exec(head);
  if (!fetch) return [];
  const lwp = /(?<![.\w>$])eval\s*\(\s*(?:LWP::Simple::)?get\s*\(\s*["']https?:\/\//.exec(head);
  const after = head.slice(lwp ? lwp.index : fetch.index);
  const ev = lwp ?? EVAL_NAME.exec(after);
  if (!ev) return [];
  const name = ev[1] ?? ev[2] ?? ev[3];
  if (name && (/^(?:require|JSON|this|String|undefined|null)$/.test(name) || !new RegExp(`(?<![\\w$.])\\$?${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(after.slice(0, ev.index)))) return [];
  const url = /https?:\/\/[^\s'"`)]+/.exec(after)?.[0] ?? '';
  const x = judge({ verb: 'exec_remote', obj: 'unknown', scope: 'one', mods: /\bsudo\b/.test(code) ? M.ROOT : 0, what: snippet(url, 60) });
  return x ? [x] : [];
}
function remoteCodeRuns(code: string): Finding[] {
  const bound = boundRemoteRuns(code);
  if (bound.length) return bound;
  if (!/https?:\/\//.test(code)) return [];
  if (!REMOTE_RUN.test(code)) return callbackRemoteRuns(code);
  const url = /https?:\/\/[^\s'"`)]+/.exec(code)?.[0] ?? '';
  const x = judge({ verb: 'exec_remote', obj: 'unknown', scope: 'one', mods: 0, what: snippet(url, 60) });
  return x ? [x] : [];
}

/** chmod/chown called from code (os.chmod('/etc/sudoers', 0o777), fs.chmodSync, File.chmod(0777, p), PHP chmod): the shell's reading of the same command. */
function permissionCalls(code: string, ctx: Ctx): Finding[] {
  if (!/\b(?:chmod|chown|lchown|chmodSync|chownSync|Chmod|Chown)\b/.test(code)) return [];
  const out: Finding[] = [];
  for (const m of code.matchAll(/\b(?:os\.|fs\.|File\.|FileUtils\.|Files\.|require\(\s*["']fs["']\s*\)\.)?(chmod|chown|lchown|chmodSync|chownSync|Chmod|Chown|chmod_R|chown_R)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
    const name = (m[1] as string).toLowerCase().replace(/sync$/, '');
    const args = m[2] as string;
    const path = pathExpr(args.replace(/^\s*0o?[0-7]{3,4}\s*,\s*/, '').replace(/^\s*["']?[ugoa]*[+=-][rwxXst]+["']?\s*,\s*/, ''));
    if (!path) continue;
    const mode = /\b0o?([0-7]{3,4})\b/.exec(args)?.[1];
    const recursive = /_r$/i.test(name) ? '-R ' : '';
    if (name.startsWith('chmod') && mode) out.push(...ctx.inner(`chmod ${recursive}${mode} '${path}'`));
    // cls-holes15: uid/gid 0 given (os.chown(p, 0, 0), File.chown(0, 0, p)) restores root as the owner.
    else if (name.includes('chown')) out.push(...ctx.inner(`chown ${recursive}${/(?:^|,)\s*0\s*,\s*0\s*(?:,|$)/.test(args) ? 'root:root' : '1000:1000'} '${path}'`));
    if (out.length >= 4) break;
  }
  return out;
}

/** Directory listings in many languages; group 1..n: the directory literal. */
const WALK_DIR = new RegExp(
  [
    /(?:pathlib\.Path|Path|Paths\.get|Path\.of)\(\s*["'`]([^"'`]+)["'`]\s*\)\s*\.(?:rglob|glob|iterdir|walk)\(/.source,
    /Files\.(?:walk|list|newDirectoryStream|find)\(\s*(?:Paths\.get|Path\.of)\(\s*"([^"]+)"/.source,
    /Directory\.(?:GetFiles|EnumerateFiles|GetFileSystemEntries|EnumerateFileSystemEntries)\(\s*@?"([^"]+)"/.source,
    /\b(?:os|ioutil)\.ReadDir\(\s*"([^"]+)"/.source,
    /\bread_dir\(\s*"([^"]+)"/.source,
    /\bDir\.(?:each_child|children|entries|foreach)\(\s*["']([^"']+)["']/.source,
    /\bFind\.find\(\s*["']([^"']+)["']/.source,
    /\bfind\(\s*(?:sub\s*\{[\s\S]{0,400}?\}|\\&\w+)\s*,\s*["']([^"']+)["']/.source,
    /\bDeno\.readDir(?:Sync)?\(\s*["'`]([^"'`]+)["'`]/.source,
    /\b(?:readdirSync|readdir|opendir|opendirSync)\(\s*["'`]([^"'`]+)["'`]/.source,
    /\bscandir\(\s*["']([^"']+)["']/.source,
    /RecursiveDirectoryIterator\(\s*["']([^"']+)["']/.source,
    /\bos\.(?:walk|listdir)\(\s*["']([^"']+)["']/.source,
    /\blist\.files\(\s*["']([^"']+)["']/.source,
    // (cls-holes18) Go's filepath.WalkDir / filepath.Walk and Rust's walkdir crate (WalkDir::new("/d")).
    /\bfilepath\.(?:WalkDir|Walk)\(\s*"([^"]+)"/.source,
    /\bWalkDir(?:::|\.)new\(\s*"([^"]+)"/.source,
    // (cls-code19) Java's visitor walk (Files.walkFileTree(Paths.get("/d"), new SimpleFileVisitor<>() {…})) and Python's os.scandir.
    /\bFiles\.walkFileTree\(\s*(?:(?:Paths\.get|Path\.of)\(\s*)?"([^"]+)"/.source,
    /\bos\.scandir\(\s*["']([^"']+)["']/.source,
    /\bnew\s+(?:Recursive)?DirectoryIterator\(\s*["']([^"']+)["']/.source,
  ].join('|'),
);
/** Deleting an entry inside the walk: a delete call, a method reference (File::delete, File.Delete), Perl's bare unlink. */
const WALK_DELETE = /\.(?:unlink|remove|delete|Delete|rmSync|unlinkSync|rm|rmtree|remove_file|remove_dir_all|RemoveAll|Remove|deleteIfExists)\s*\(|\bforeach\(\s*rm\s*,|(?<![\w.$])rm\(\s*[a-z_]\w*\s*[;)]|\b(?:unlink|rmtree|remove_tree)\b(?!\s*\()|\b(?:os\.remove|os\.unlink|shutil\.rmtree|File\.delete|File\.unlink|FileUtils\.rm(?:_rf|_r|_f)?|unlink|rmtree)\s*\(|\b(?:File::delete|File\.Delete|File\.delete)\b|Deno\.remove\(|fs\.(?:rm|unlink|rmSync|unlinkSync|promises\.rm|promises\.unlink)\(/;
/** A test in the walk that narrows what it deletes: a name, extension, age or size. */
const WALK_NARROW = /\.(?:endswith|endsWith|end_with\?|suffix|startswith|startsWith|start_with\?|match|test)\b|\bextname\b|\.Extension\b|\bmtime\b|\bctime\b|getmtime|LastWriteTime|CreationTime|\bst_size\b|\bsize\b\s*[<>]|-[MAC]\s*\$?_?\s*>|=~|\bfnmatch\b|\bolder\b|\bage\b|\bpreg_match\b|\bstr_ends_with\b|\bHasSuffix\b|\bHasPrefix\b/;

/** A walked directory whose entries are deleted: the path to judge (every entry, or a filtered set), or null. */
function walkedDeletion(code: string): { path: string; recursive: boolean; what: string; dirLit: string } | null {
  const m = WALK_DIR.exec(code);
  if (!m) return null;
  const dir = (m.slice(1).find((x) => x !== undefined) ?? '').replace(/[\\/]+$/, '');
  if (!dir || /[*?]/.test(dir)) return null;
  // (A comprehension names the deletion before the listing: [p.unlink() for p in Path('/d').rglob('*')].)
  const after = code.slice(Math.max(0, m.index - 200));
  if (!WALK_DELETE.test(after)) return null;
  const narrow = WALK_NARROW.test(after);
  const recursive = /rglob|walk|Walk(?:Dir)?\b|Find\.find|\bfind\(|Recursive|Files\.find|remove_dir_all|RemoveAll|rmtree|rm_rf|recursive\s*[:=]\s*(?:true|True)/.test(after);
  return { path: narrow ? `${dir}/* (names tested)` : `${dir}/*`, recursive: recursive && !narrow, what: m[0], dirLit: dir };
}

/** The listing a loop walks for paths: a glob pattern (group 1) or a directory listed (group 2). */
const LISTED_PATH = /\b(?:glob\.glob|glob\.iglob|glob|Dir\.glob|globSync|fg\.sync)\s*\(\s*["'`]([^"'`]+)["'`]|\bglob\s+["']([^"']+)["']|<((?:[~./$]|\w+\/)[^<>\s]*\*[^<>\s]*)>|\b(?:os\.listdir|listdir|os\.scandir|readdirSync|readdir|Dir\.children|Dir\.entries|list\.files)\s*\(\s*["'`]([^"'`]+)["'`]|\bpopen\(\s*["'](?:ls|dir|find)(?:\s+-\w+)*\s+([^"'\s|;*]+)["']|\b(?:Files\.walkFileTree|Files\.walk|Files\.list|Directory\.(?:GetFiles|EnumerateFiles|GetFileSystemEntries|EnumerateFileSystemEntries)|read_dir|filepath\.WalkDir|filepath\.Walk)\(\s*(?:(?:Paths\.get|Path\.of)\(\s*)?@?"([^"]+)"|\bDir\[\s*["']([^"']+)["']\s*\]/; // (cls-code19: visitor walks and .NET/Rust/Go listings; Ruby's Dir["glob"])
/** The paths a listing match names: a glob pattern as written, a listed directory as every entry in it. */
function walkedPath(m: RegExpExecArray): string {
  const pattern = m[1] ?? m[2] ?? m[3] ?? m[7];
  return pattern !== undefined ? pattern : `${(m[4] ?? m[5] ?? m[6] ?? '').replace(/\/$/, '')}/*`;
}
/** A path built from a literal directory and one variable: the entry a loop is at. */
const LOOP_JOIN = /^\s*(?:["'`][^"'`]+["']\s*(?:\+|\.\.?)\s*\$?[A-Za-z_$][\w$.]*|(?:require\(\s*["'](?:node:)?path["']\s*\)\.join|path\.join|path\.resolve|os\.path\.join|File\.join|Path\.Combine|filepath\.Join|Path\.join)\s*\(\s*["'`][^"'`]+["'`]\s*,\s*[A-Za-z_$][\w$.]*\s*\)|`[^`$]*\/\$\{\s*[A-Za-z_$][\w$.]*\s*\}`|f["'][^"'{]*\/\{[A-Za-z_][\w.]*\}["']|"[^"$]*\/\$[A-Za-z_]\w*")\s*$/;
/** A file opened or read into a name: `with open("x") as f`, `f = open("x")`, `const s = fs.createReadStream("x")`, Go `f, _ := os.Open("x")`. */
const FILE_HANDLE = /\bwith\s+open\(\s*["'`]([^"'`\s]{1,300})["'`][^)\n]*\)\s+as\s+([A-Za-z_]\w*)|\b([A-Za-z_$][\w$]*)(?:\s*,\s*[A-Za-z_]\w*)?\s*:?=\s*(?:await\s+)?(?:[\w$]+\.)*(?:open|createReadStream|readFileSync|readFile|read_text|read_bytes|file_get_contents|ReadFile|Open|ReadAllText|ReadAllBytes)\s*\(\s*["'`]([^"'`\s]{1,300})["'`]/g;

function fileHandles(text: string): [string, string][] {
  if (!FILE_READ.test(text)) return [];
  const out: [string, string][] = [];
  for (const m of text.matchAll(FILE_HANDLE)) {
    if (m[1] && m[2]) out.push([m[2], m[1]]);
    else if (m[3] && m[4]) out.push([m[3], m[4]]);
    if (out.length >= 8) break;
  }
  return out;
}

const FILE_READ_ARG = /\b(?:open|readFileSync|readFile|read_text|read_bytes|File\.read|file_get_contents|Path|createReadStream|ReadAllText|ReadAllBytes)\s*\(\s*["'`]([^"'`\s]{1,300})["'`]/g;
const FILE_READ = /\b(?:open|Open|OpenRead|fopen|readFileSync|readFile|read_text|read_bytes|File\.read|file_get_contents|Path|createReadStream|ReadAllText|ReadAllBytes)\s*\(/;

const NOT_JS = /\b(?:puts|require\s+["']|my\s+[$@%]|use\s+[A-Z][\w:]*;|<\?php|\$_\b|print\s+["']|\bdo\s*\||[A-Z]\w*(?:::|\.)[A-Z]\w*(?:(?:::|\.)[A-Z]\w*)*\.new\b)|^\s*(?:ruby|perl|php)\b/;
const JS_HINT = /\b(?:const|let|var|function|console\.|=>|await|require\(|import\s)/;

/** Commands run by backticks in Ruby/Perl/PHP, and by qx{…} / %x{…} anywhere. */

/** The text before a literal that is the data a file write call writes. */
const WRITTEN_DATA = /(?:\.write(?:_text|lines)?\s*\(\s*|\b(?:writeFileSync|writeFile|appendFileSync|appendFile|file_put_contents|File\.write|IO\.write|Files\.writeString|WriteAllText|AppendAllText)\s*\(\s*(?:["'`][^"'`\n]{1,200}["'`]|[\w.$]+)\s*,\s*)$/;
function backtickCommands(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:\bqx|%x)\s*(?:\{([^}]{1,2000})\}|\(([^)]{1,2000})\)|\[([^\]]{1,2000})\]|\|([^|]{1,2000})\|)/g)) out.push((m[1] ?? m[2] ?? m[3] ?? m[4]) as string);
  // A tagged shell template (Bun.$`rm -rf dist`, zx's $`…`, execa's $`…`) runs its text in a shell in any JavaScript.
  for (const m of code.matchAll(/(?:\bBun\.|(?<![\w$.]))\$`([^`]{1,2000})`/g)) out.push((m[1] as string).replace(/\$\{\s*([^}]*)\}/g, (_x, e: string) => (new RegExp(HOME_EXPR.source).test(e) ? '~' : '$ARG')));
  if (code.includes('`') && NOT_JS.test(code) && !JS_HINT.test(code)) {
    // Interpolated into the command (Julia run(`rm -rf $(homedir())`), Ruby `rm -rf #{Dir.home}`): a home lookup is ~.
    for (const m of code.matchAll(/`([^`\n]{1,2000})`/g)) out.push((m[1] as string).replace(/\$\(((?:[^()]|\([^()]*\)){1,200})\)|#\{([^{}]{1,200})\}/g, (x, a?: string, b?: string) => (new RegExp(HOME_EXPR.source).test((a ?? b) as string) ? '~' : x)));
  }
  return out.slice(0, 8);
}

const PARENLESS_BUILTIN = /(?:^|[;{\s])(unlink|rmtree|remove_tree|system|exec)\s+(?!\()((?:glob\s+)?(?:["'][^"'\n]{1,400}["']|[$@]\w+|qw\s*\([^)]*\)|<[^>\n]+>)[^;\n]{0,400})/g;

/** unlink glob "/var/backups/*"; system "rm -rf /x"; rmtree "/srv/x": Perl/Ruby/PHP calls written without parentheses. */
function parenlessBuiltins(code: string, ctx: Ctx): Finding[] {
  // (`unlink $f`, `unlink @files` are Perl whatever else the code says: JavaScript has no such syntax.)
  if (!NOT_JS.test(code) && !/\b(?:unlink|rmtree|remove_tree|system|exec)\s+(?:glob\s+)?["'<]|\b(?:unlink|rmtree|remove_tree)\s+[$@][A-Za-z_]/.test(code)) return [];
  const out: Finding[] = [];
  PARENLESS_BUILTIN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = PARENLESS_BUILTIN.exec(code)) && guard++ < 20) {
    const name = m[1] as string;
    const arg = m[2] as string;
    if (name === 'system' || name === 'exec') {
      const lit = firstLiteral(arg);
      if (lit) out.push(...ctx.inner(lit));
      continue;
    }
    // unlink $f inside `for my $f (glob "…")` / `unlink $_ for <dir/*>`: the files the listing names.
    const walked = /^[$@]\w+\b/.test(arg.trim()) ? LISTED_PATH.exec(code) : null;
    const p = walked ? walkedPath(walked) : pathExpr(arg.replace(/<([^>]+)>/, '"$1"'));
    if (p) out.push(...pathDeletion(p, name !== 'unlink' || /\*/.test(p), snippet(`${name} ${arg}`, 60)));
  }
  return out;
}

const DECODE_CALL = /(?:b64decode|decodebytes|decodestring|atob|base64_decode|decode64|strict_decode64|FromBase64String|Buffer\.from)\s*\(\s*(?:b?["'`]([A-Za-z0-9+/=_-]{8,100000})["'`])(?:\s*,\s*["']base64["'])?/g;
const RUNS_TEXT = /\b(?:exec|eval|system|popen|spawn|execSync|shell_exec|passthru|Function|run|call|check_output|Popen|IEX|Invoke-Expression)\s*\(/;

/** A base64 literal decoded and handed to exec/eval/system: read what it decodes to. */
function encodedPayloads(code: string, ctx: Ctx): Finding[] {
  if (!RUNS_TEXT.test(code)) return [];
  const out: Finding[] = [];
  DECODE_CALL.lastIndex = 0;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = DECODE_CALL.exec(code)) && guard++ < 8) {
    const decoded = decodeBase64(m[1] as string);
    if (decoded === null || !!/[^\t\n\r\x20-\x7e\u00a0-\uffff]/.test(decoded)) continue;
    const isCode = /\b(?:import|require|exec|eval|system|def|function|print|console|os|subprocess)\b[\s\S]*[(.]/.test(decoded);
    const found = (isCode ? ctx.code(decoded) : ctx.inner(decoded)).filter((x) => x.level !== 'safe' && !/no risky (?:call|operation) recognised/.test(x.reason));
    for (const x of found) out.push(withChange(x, { reason: `${x.reason} (decoded from base64 and run)` }));
    if (!found.length) out.push(f('destructive', `runs a decoded payload the reader cannot place (${snippet(decoded, 40)})`));
  }
  // Hex the same way: bytes.fromhex('726d…'), codecs.decode('…', 'hex'), binascii.unhexlify, Buffer.from('…', 'hex'), hex2bin, pack('H*', …).
  for (const h of code.matchAll(HEX_CALL)) {
    const hex = (h[1] ?? h[2] ?? h[3]) as string;
    const decoded = hex.replace(/[^0-9a-f]/gi, '').replace(/../g, (b) => String.fromCharCode(parseInt(b, 16)));
    if (!decoded.trim() || /[^\t\n\r\x20-\x7e]/.test(decoded)) continue;
    const isCode = /\b(?:import|require|exec|eval|system|def|function|print|console|os|subprocess)\b[\s\S]*[(.]/.test(decoded);
    const found = (isCode ? ctx.code(decoded) : ctx.inner(decoded)).filter((x) => x.level !== 'safe' && !/no risky (?:call|operation) recognised/.test(x.reason));
    for (const x of found) out.push(withChange(x, { reason: `${x.reason} (decoded from hex and run)` }));
    if (!found.length) out.push(f('destructive', `runs a decoded payload the reader cannot place (${snippet(decoded, 40)})`));
  }
  return out;
}
const HEX_CALL = /(?:fromhex|unhexlify|a2b_hex|hex2bin)\(\s*b?["']((?:[0-9a-fA-F]{2}\s?){4,4000})["']|(?:codecs\.decode|Buffer\.from)\(\s*b?["']((?:[0-9a-fA-F]{2}){4,4000})["']\s*,\s*["']hex["']|pack\(\s*["']H\*["']\s*,\s*["']((?:[0-9a-fA-F]{2}){4,4000})["']/g;


// ------------------------------------------------------------------ HTTP requests in code

const HTTP_VERBS = /^(?:get|post|put|patch|delete|del|head|options)$/i;
const HTTP_CLIENT = /(?:^|\.)(?:requests|axios|https?|httpx|session|sess|s|client|api|\$http|got|ky|superagent|req|rest|conn|faraday|HTTParty|urllib3?|aiohttp|Net::HTTP|RestClient|httpClient|HttpClient|request|fetch|\w*[Cc]lient|\w*[Aa]pi|\w*[Ss]ession|Tesla|HTTPoison|HTTPotion|Req|Finch|Excon|Typhoeus|ureq|Unirest|Http|Guzzle|dio|Dio|AF|Alamofire|restTemplate|RestTemplate|undici|needle|wreck)$/; // (cls-sdk20: Elixir, Ruby, Rust, Laravel, Dart, Swift and Spring clients by name)
const URL_LIKE = /^(?:https?:\/\/|\/(?:api|v\d|rest|admin|_|\w+\/))/i;

/** The request an HTTP client call makes, or null when the call is not one (or its URL is not written out). */
/** Web frameworks' app and router objects, whose get/post/delete register routes. */
const ROUTER_RECEIVER = /^@?(?:app|router|routes?|server|api|fastify|r|e|g|mux|bp|blueprint|[a-z]+Router|[a-z]+_router|[a-z]+Routes|[a-z]+_bp)$/;

const ROUTE_METHOD = /^(?:get|post|put|patch|delete|del|all|head|options|route|api_route|Get|Post|Put|Patch|Delete|GET|POST|PUT|PATCH|DELETE|HandleFunc|Handle|MapGet|MapPost|MapPut|MapDelete)$/;
/** The request's reply object in web frameworks (Express res, Fastify reply, Koa ctx, Go's w, Flask's response). */
const RESPONSE_RECEIVER = /^(?:res|resp|response|reply|ctx|c|w|rw|writer)(?:\.status\([^)]*\)|\.code\([^)]*\))?$/;
const RESPONSE_METHOD = /^(?:send|sendStatus|sendFile|json|jsonp|end|status|redirect|render|write|writeHead|set|header|type|code|cookie|clearCookie|attachment|download|format|location|vary|append|WriteHeader|Write|JSON|String|HTML)$/;

function httpCall(c: Call, argStr: string): { method: string; url: string; body: string } | null {
  // (cls-sdk20) .NET HttpClient's DeleteAsync/PostAsync/GetStringAsync … are its verbs.
  const name = /^(?:Get|Post|Put|Patch|Delete)(?:String|Stream|ByteArray|FromJson|AsJson)?Async$/.test(c.name) && /(?:^|\.)(?:_?http\w*|\w*[Cc]lient)\.$/i.test(c.receiver) ? c.name.replace(/(?:String|Stream|ByteArray|FromJson|AsJson)?Async$/, '').toLowerCase() : c.name;
  const recv = c.receiver.replace(/\.$/, '');
  // (cls-code15: PHP's file_get_contents("https://…") and Perl LWP::Simple's get/getprint fetch a URL too.)
  const isFetch = /^(?:fetch|\$fetch|ofetch|request|urlopen|Request|NewRequest|NewRequestWithContext|send_request|got|ky|needle|file_get_contents|getprint|getstore)$/.test(name);
  // axios({ method: 'delete', url: '…', data: {…} }), got({…}), $http({…}), $.ajax({ type: 'DELETE', url }): one config object.
  if (/^\s*\{/.test(argStr) && (/^(?:axios|got|ky|\$http|ajax|request|fetch|\$fetch|ofetch|superagent|needle)$/.test(name) || (isFetch && HTTP_CLIENT.test(recv)))) {
    const u = /\b(?:url|uri|endpoint)\s*:\s*["'`]([^"'`]{1,2000})["'`]/.exec(argStr);
    if (u && URL_LIKE.test(u[1] as string)) {
      const mm = /\b(?:method|type|verb)\s*:\s*["'`](\w+)["'`]/i.exec(argStr);
      const d = /\b(?:data|body|json|form)\s*:\s*(?:JSON\.stringify\s*\()?/.exec(argStr);
      const body = d ? firstArg(argStr.slice(d.index + d[0].length)).replace(/\)\s*$/, '') : '';
      return { method: ((mm?.[1] as string | undefined) ?? 'GET').toUpperCase(), url: u[1] as string, body };
    }
  }
  // (cls-sdk22) Perl's HTTP::Request->new(DELETE => "https://…"): the method is its first argument, the URL its second.
  if (name === 'new' && /(?:^|\.)Request$/.test(recv) && /HTTP/.test(c.rawRecv)) {
    const pr = /^\s*["']?(GET|POST|PUT|PATCH|DELETE|HEAD)["']?\s*(?:=>|,)\s*["']([^"'\n]{1,2000})["']/.exec(argStr);
    if (pr && URL_LIKE.test(pr[2] as string)) return { method: pr[1] as string, url: pr[2] as string, body: '' };
  }
  // (cls-sdk21) Faraday's run_request(:delete, "/path", body, headers): the method is its first argument.
  if (name === 'run_request' && HTTP_CLIENT.test(recv)) {
    const rr = /^\s*:(get|post|put|patch|delete)\s*,\s*["']([^"'\n]{1,2000})["']/i.exec(argStr);
    if (rr && URL_LIKE.test((rr[2] as string).replace(/#\{([^{}\n]{1,60})\}/g, '{$1}'))) return { method: (rr[1] as string).toUpperCase(), url: (rr[2] as string).replace(/#\{([^{}\n]{1,60})\}/g, '{$1}'), body: '' };
  }
  if (!HTTP_VERBS.test(name) && !isFetch) return null;
  if (FS_RECEIVER.test(c.receiver)) return null;
  // (cls-sdk20) supertest's request(app) drives the app under test in process: no request leaves.
  if (/^\s*(?:request|supertest)\s*\(\s*(?:app|server|httpServer|this\.app|\w*[Aa]pp)\s*\)\s*\.\s*$/.test(c.rawRecv)) return null;
  // A route registered on a web app (app.delete('/api/items/:id', handler), router.post("/x", auth, async (req, res) => …),
  // @app.delete("/todos/{id}")): the handler runs when a request comes, nothing is requested now.
  if (ROUTER_RECEIVER.test(recv) && /^\s*["'`]\/[^"'`]*["'`]\s*(?:,|\)\s*$)/.test(argStr) && (/=>|\bfunction\b|\basync\b|,\s*[A-Za-z_$][\w$.]*\s*\)?\s*$/.test(argStr) || /^\s*@/.test(c.rawRecv ?? ''))) return null;
  // (cls-sdk20) An interpolation that indexes the loop item ("/contacts/#{c["id"]}", "/users/${u["id"]}") is one value
  // inside the literal, not the literal's end.
  if (/[#$]\{[^{}\n]{0,60}["'][^{}\n]{0,60}\}/.test(argStr)) argStr = argStr.replace(/([#$])\{[^{}\n]{0,60}["'][^{}\n]{0,60}\}/g, '$1{id}');
  const lits = [...argStr.matchAll(/"((?:[^"\\]|\\.){0,2000})"|'((?:[^'\\]|\\.){0,2000})'|`((?:[^`\\]|\\.){0,2000})`/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/^(?:\$?\{\s*[\w.]+\s*\}|%s|#\{[\w.]+\})(?=\/)/, ''));
  let method = HTTP_VERBS.test(name) ? name.toUpperCase().replace(/^DEL$/, 'DELETE') : 'GET';
  let url = lits[0] ?? '';
  // requests.request('DELETE', url), http.NewRequest("DELETE", url, body)
  if (isFetch && /^(?:GET|POST|PUT|PATCH|DELETE|HEAD)$/i.test(url)) {
    method = url.toUpperCase();
    url = lits[1] ?? '';
  }
  // (cls-sdk20) Go's method constants: http.NewRequest(http.MethodDelete, "url", nil).
  const goMethod = isFetch ? /\bhttp\.Method(Get|Post|Put|Patch|Delete|Head)\b/.exec(argStr) : null;
  if (goMethod) method = (goMethod[1] as string).toUpperCase();
  // (cls-api19) A REST wrapper given a path relative to its base (WooCommerce's wcapi.post("products/batch", …),
  // woocommerce.put("products/4411", …), api.delete("customers/7")): the request to that path.
  const litUrl = url;
  if (!URL_LIKE.test(url) && HTTP_VERBS.test(name) && (HTTP_CLIENT.test(recv) || /^(?:wcapi|woocommerce|wc|wc_?api|woo|shopify_?api|bigcommerce|bc_?api)$/i.test(recv)) && /^[a-z][\w-]*(?:\/[\w{}$.:-]+)+\/?$/i.test(url) && !/\.(?:json|ya?ml|txt|csv|md|html?|js|ts|py|png|jpe?g)$/i.test(url)) url = `/${url}`;
  if (!URL_LIKE.test(url)) return null;
  if (!HTTP_CLIENT.test(recv) && !isFetch && !/^https?:\/\//i.test(url)) {
    // A bare receiver with an API path: zd.delete("/api/v2/tickets/…").
    if (!/^\/(?:api|v\d|rest)\b/i.test(url) && !/^(?:wcapi|woocommerce|wc|wc_?api|woo|shopify_?api|bigcommerce|bc_?api)$/i.test(recv)) return null;
  }
  const m = /\bmethod\s*[:=]\s*["'`](\w+)["'`]/i.exec(argStr);
  if (m) method = (m[1] as string).toUpperCase();
  const first = argStr.indexOf(litUrl);
  let body = first >= 0 ? argStr.slice(first + litUrl.length + 1) : '';
  // fetch/got options ({method, headers, body: JSON.stringify({…})}): the payload is the body value, unwrapped from its
  // serialiser; the headers only authenticate.
  const payload = /\b(?:body|json|data|form)\s*:\s*(?:(?:JSON\.stringify|new\s+URLSearchParams|(?:qs|querystring)\.stringify)\s*\()?/.exec(body);
  if (payload && /^\s*\{/.test(body.replace(/^[\s\S]*?(?=\{)/, '{'))) {
    const rest = body.slice(payload.index + payload[0].length);
    const one = firstArg(rest);
    if (one.trim()) body = payload[0].includes('(') ? one.replace(/\)\s*$/, '') : one;
  } else if (/\b(?:data|content|body|form|payload)\s*=\s*[bB]?["']/.test(body)) {
    // (cls-code14) A keyword argument holding the body as one string (requests.post(url, data='charge=…&amount=900000'),
    // httpx's content=, urlopen's data=b"…"): the payload is that string.
    const kw = /\b(?:data|content|body|form|payload)\s*=\s*[bB]?(["'])((?:(?!\1)[^\\\n]|\\.){0,4000})\1/.exec(body);
    if (kw) body = kw[2] as string;
    // urllib's urlopen(url, data=…) and Request(url, data=…) send a POST when they carry data.
    if (kw && method === 'GET' && /^(?:urlopen|Request)$/.test(c.name)) method = 'POST';
  } else {
    // No payload: headers (and auth) only authenticate the request; what remains is the body.
    const h = /\b(?:headers|auth)\s*[:=]\s*/.exec(body);
    if (h) {
      const rest = body.slice(h.index + h[0].length);
      body = `${body.slice(0, h.index)}${rest.slice(firstArg(rest).length + 1)}`;
    }
  }
  // (cls-code14) A body given as one quoted string (fetch(url, { body: "amount=5000000&currency=usd" })) is that string.
  const quotedBody = /^\s*[bB]?(["'`])((?:(?!\1)[^\\]|\\.){0,4000})\1\s*$/.exec(body);
  if (quotedBody) body = quotedBody[2] as string;
  // (cls-sdk20) A Ruby/Elixir interpolation (#{c.id}) is a path segment, not a URL fragment.
  return { method, url: url.replace(/#\{([^{}\n]{1,60})\}/g, '{$1}'), body };
}

const PARTS_CUE = /CURLOPT_|Net(?:::|\.)HTTP(?:::|\.)(?:[A-Z][a-z]+\.new|start\b)|HttpMethod\.|HttpRequest\.newBuilder|\bURLRequest\(|\bRequest\.Builder\(\s*\)|\.(?:delete|post|put|patch|get)\(\s*\)\s*\.uri\(/; // (cls-sdk20: Swift URLRequest, OkHttp Request.Builder, Spring WebClient)

/** A request whose method and URL are given in separate statements; null when the snippet states none. */
function requestByParts(code: string): { method: string; url: string; body: string } | null {
  // (cls-sdk22) R's httr2 pipeline, request("url") |> req_method("DELETE") |> req_perform() (or %>%): the method set in the pipe.
  // (A one-line |> pipe reaches the reader rewritten as nested calls: req_method(request("url"), "DELETE").)
  const r2 = code.includes('req_method') ? /\b(?:httr2::)?request\(\s*["']([^"'\n]{1,2000})["']\s*\)[^;]{0,600}?\b(?:httr2::)?req_method\(\s*(?:[\w.]+\s*,\s*)?["'](\w+)["']\s*\)/.exec(code) ?? /\breq_method\(\s*(?:httr2[.:]{1,2})?request\(\s*["']([^"'\n]{1,2000})["']\s*\)\s*,\s*["'](\w+)["']\s*\)/.exec(code) : null;
  if (r2 && URL_LIKE.test(r2[1] as string)) return { method: (r2[2] as string).toUpperCase(), url: r2[1] as string, body: '' };
  if (!PARTS_CUE.test(code)) return null;
  const lit = (re: RegExp) => re.exec(code)?.[1];
  // PHP: curl_init("url") or CURLOPT_URL => "url"; CURLOPT_CUSTOMREQUEST => "DELETE"; CURLOPT_POST; CURLOPT_POSTFIELDS => body.
  let url = lit(/\bcurl_init\(\s*["']([^"']+)["']/) ?? lit(/CURLOPT_URL\s*(?:,|=>)\s*["']([^"']+)["']/);
  if (url) {
    const method = lit(/CURLOPT_CUSTOMREQUEST\s*(?:,|=>)\s*["'](\w+)["']/) ?? (/CURLOPT_POST(?:FIELDS)?\b/.test(code) ? 'POST' : 'GET');
    const body = /CURLOPT_POSTFIELDS\s*(?:,|=>)\s*([^)\n;]{0,2000})/.exec(code)?.[1] ?? '';
    return { method: method.toUpperCase(), url, body };
  }
  // Ruby: Net::HTTP::Delete.new(uri) with uri = URI("…") (or the URL itself); Net::HTTP::Post.new(…) with a body.
  const ruby = /Net(?:::|\.)HTTP(?:::|\.)(Get|Post|Put|Patch|Delete)\.new\(\s*(?:["']([^"']+)["']|(\w+)(?:\.request_uri|\.path)?)/.exec(code);
  if (ruby) {
    url = ruby[2] ?? (ruby[3] ? lit(new RegExp(`\\b${ruby[3]}\\s*=\\s*URI(?:\\.parse)?\\(\\s*["']([^"']+)["']`)) : undefined) ?? lit(/URI(?:\.parse)?\(\s*["']([^"']+)["']/);
    if (url && URL_LIKE.test(url)) return { method: (ruby[1] as string).toUpperCase(), url, body: /\.body\s*=\s*([^\n;]{0,2000})/.exec(code)?.[1] ?? '' };
  }
  // Ruby: Net::HTTP.start(u.host, …) { |h| h.delete(u.request_uri) }: the block's connection makes the request.
  const block = /Net(?:::|\.)HTTP\.start\([^)]*\)\s*(?:do\s*\|\s*(\w+)\s*\||\{\s*\|\s*(\w+)\s*\|)/.exec(code);
  const conn = block ? (block[1] ?? block[2]) as string : '';
  const call = conn ? new RegExp(`\\b${conn}\\.(delete|post|put|patch|get)\\(\\s*(?:["']([^"']+)["']|\\w+(?:\\.request_uri|\\.path)?)`).exec(code.slice((block as RegExpExecArray).index)) : null;
  if (call) {
    const u = lit(/URI(?:\.parse)?\(\s*["']([^"']+)["']/);
    const full = call[2] && u && !/^https?:/.test(call[2]) ? `${u.replace(/^(https?:\/\/[^/]+).*$/, '$1')}${call[2]}` : call[2] ?? u;
    if (full && URL_LIKE.test(full)) return { method: (call[1] as string).toUpperCase(), url: full, body: '' };
  }
  // .NET: new HttpRequestMessage(HttpMethod.Delete, "url"); Java: HttpRequest.newBuilder().uri(URI.create("url")).DELETE().
  const net = /HttpRequestMessage\(\s*HttpMethod\.(\w+)\s*,\s*(?:new\s+Uri\(\s*)?["']([^"']+)["']/.exec(code);
  if (net && URL_LIKE.test(net[2] as string)) return { method: (net[1] as string).toUpperCase(), url: net[2] as string, body: '' };
  // (cls-sdk21) .NET's object initializer: new HttpRequestMessage { Method = HttpMethod.Delete, RequestUri = new Uri("url") }.
  const init = /HttpRequestMessage\s*(?:\(\s*\))?\s*\{([^{}]{0,600})\}/.exec(code)?.[1];
  if (init) {
    const mm = /\bMethod\s*=\s*HttpMethod\.(\w+)/.exec(init)?.[1];
    const uu = /\bRequestUri\s*=\s*(?:new\s+Uri\(\s*)?["']([^"']+)["']/.exec(init)?.[1];
    if (mm && uu && URL_LIKE.test(uu)) return { method: mm.toUpperCase(), url: uu, body: '' };
  }
  const java = /HttpRequest\.newBuilder\(\s*\)[\s\S]{0,200}?\.uri\(\s*URI\.create\(\s*["']([^"']+)["']\s*\)\s*\)[\s\S]{0,200}?\.(DELETE|POST|PUT|GET)\s*\(/.exec(code) ?? /HttpRequest\.newBuilder\(\s*URI\.create\(\s*["']([^"']+)["']\s*\)\s*\)[\s\S]{0,200}?\.(DELETE|POST|PUT|GET)\s*\(/.exec(code);
  if (java && URL_LIKE.test(java[1] as string)) return { method: java[2] as string, url: java[1] as string, body: '' };
  // (cls-sdk20) Swift: URLRequest(url: URL(string: "url")!) with req.httpMethod = "DELETE" (GET when none is set);
  // OkHttp: Request.Builder().url("url").delete().build().
  if (/\bURLRequest\(/.test(code)) {
    const u = lit(/\bURL\(\s*string:\s*"([^"\n]+)"\s*\)/);
    if (u && URL_LIKE.test(u)) return { method: (lit(/\.httpMethod\s*=\s*"(\w+)"/) ?? 'GET').toUpperCase(), url: u, body: /\.httpBody\s*=\s*([^\n;]{0,2000})/.exec(code)?.[1] ?? '' };
  }
  // Spring WebClient: WebClient.create().delete().uri("url").retrieve().
  const spring = /\.(delete|post|put|patch|get)\(\s*\)\s*\.uri\(\s*"([^"\n]+)"/.exec(code);
  if (spring && URL_LIKE.test(spring[2] as string)) return { method: (spring[1] as string).toUpperCase(), url: spring[2] as string, body: '' };
  const okhttp = /\bRequest\.Builder\(\s*\)[\s\S]{0,200}?\.url\(\s*"([^"\n]+)"\s*\)[\s\S]{0,200}?\.(delete|post|put|patch|get)\s*\(/.exec(code);
  if (okhttp && URL_LIKE.test(okhttp[1] as string)) return { method: (okhttp[2] as string).toUpperCase(), url: okhttp[1] as string, body: '' };
  return null;
}

// ------------------------------------------------------------------ SDK and ORM calls as acts

interface CodeScope {
  loop: boolean;
  everyScope: boolean;
  noFilter: boolean;
  mods: number;
  usd: number;
  count: number;
  comments: string;
  /** The payment provider the snippet uses (its amounts are in cents), or ''. */
  provider: string;
  /** The snippet's string literals (resource names bound earlier: bucket('acme-customer-exports')). */
  literals: string;
  /** The snippet itself (the first 2,000 characters). */
  code: string;
}

/** The model of an ORM chain: Invoice.objects…, Customer.where(…)…, session.query(User)…, prisma.user…, User.find(…). */
function ormModel(c: Call): string | undefined {
  const raw = c.rawRecv.trim();
  // A vendor SDK's namespaced resource (Ruby Stripe::Subscription, PHP \Stripe\Refund, C# Stripe.Customer) is an API
  // resource, not an ORM model named after the vendor.
  if (/^(?:Stripe|Square|Adyen|Braintree|Paddle|ChargeBee|Chargebee|Recurly|Mollie|PayPal|Paypal|Twilio|SendGrid|Sendgrid|Aws|ExAws|Google|Azure|Shopify|Slack|Octokit|Github|GitHub)\s*\.\s*[A-Z]\w*\s*\.\s*$/.test(raw)) return undefined;
  // A client constructed in place (Ruby Aws::S3::Client.new(region: …), Octokit::Client.new(…)): an SDK client, not a model.
  if (/^(?:[A-Z]\w*\s*\.\s*)+new\b\s*(?:\((?:[^()]|\([^()]*\))*\))?\s*\.\s*$/.test(raw)) return undefined;
  // (cls-code15) A request object's module (Alibaba's DeleteInstanceRequest.DeleteInstanceRequest(), Tencent's
  // models.TerminateInstancesRequest()) names an API operation, not an ORM model.
  if (/^[A-Z]\w*(?:Request|Command|Input|Params|Options|Args)\s*\.\s*$/.test(raw)) return undefined;
  // (cls-code16b) Firebase's client singletons (Dart FirebaseFirestore.instance, Swift Firestore.firestore(), Kotlin
  // FirebaseFirestore.getInstance(), FirebaseDatabase.instance): a database client whose collection()/doc() name the data.
  if (/^(?:FirebaseFirestore|Firestore|FirebaseDatabase|FirebaseStorage|FirebaseAuth)\s*\./.test(raw)) return undefined;
  const m = /^([A-Z]\w*)\s*\.\s*(?:objects\b|where\b|filter\b|filter_by\b|exclude\b|all\b|find\w*\b|get\b|select\b|query\b|joins\b|includes\b|not\b|unscoped\b|in_batches\b|with_deleted\b|only\b|delete\b|update\b|destroy\b|remove\b|truncate\b|)/.exec(raw) ?? /\bquery\(\s*([A-Z]\w*)/.exec(raw) ?? /^(?:this\.)?(?:prisma|(?:new\s+)?PrismaClient\s*\([^()]*\))\s*\.\s*([a-z]\w*)\s*\.$/.exec(raw) ?? /^(?:models|db\.models|sequelize\.models)\.([A-Z]\w*)\.$/.exec(raw) ?? /\bgetRepository\(\s*([A-Z]\w*)\s*\)\s*\.$/.exec(raw);
  if (m) return m[1] as string;
  if (/^[A-Z][a-z]\w*$/.test(c.receiver.replace(/\.$/, '')) && /^(?:delete_all|destroy_all|update_all|deleteMany|updateMany|destroy|delete|truncate|bulk_update|bulk_delete|remove|deleteOne|updateOne|findOneAndDelete|findByIdAndDelete|findOneAndUpdate|findByIdAndUpdate|insert_all|upsert_all)$/.test(c.name)) return c.receiver.replace(/\.$/, '');
  return undefined;
}

const ENV_FILTER_WORD = /^(?:Name|Values?|Key|filters?|tag:?(?:env|environment|stage|tier)|tags?|env|environment|stage|tier|deployment_?env)$/i;
const PROD_WORD = /^(?:production|prod|prd|live)$/i;

/** The receiver's last filter names nothing but the production environment (its keys and that value). */
function envOnlyFilter(rawRecv: string): boolean {
  const f = /\.(?:filter|where|Where|filter_by)\s*\(([^()]{0,400}(?:\([^()]*\)[^()]{0,200})?)\)\s*\.\s*$/.exec(rawRecv)?.[1];
  if (!f) return false;
  const words = [...f.matchAll(/["'`]([^"'`]{1,80})["'`]|\b([A-Za-z_][\w:]*)\s*[=:]/g)].map((x) => (x[1] ?? x[2]) as string);
  return words.some((w) => PROD_WORD.test(w)) && words.every((w) => PROD_WORD.test(w) || ENV_FILTER_WORD.test(w));
}

/** How much of an ORM model a call touches: by key, by a filter, or every row. */
function ormScope(c: Call, argStr: string): Act['scope'] {
  const chain = `${c.rawRecv}${c.name}(${argStr})`;
  const byKey = /\b(?:find|find_by_id|findById|findByPk|findUnique|get_object_or_404|get|find_by|findOne|findByIdAnd\w+)\s*\(\s*(?:(?:pk|id|uuid|_id|\w+_id)\s*[:=]|\{\s*(?:where\s*:\s*\{\s*)?(?:pk|id|uuid|_id|\w+Id)\s*:|["'`\d]|[a-z_]\w*\s*\))|\.(?:find|get)\s*\(\s*\d|\.filter_by\s*\(\s*(?:id|pk|uuid)\s*=\s*[^,)]+\)|\.filter\s*\(\s*\w+\.(?:id|pk|uuid)\s*==\s*[^,)]+\)/.test(chain) || /\.where\s*\(\s*(?:["'](?:id|pk|uuid)["']\s*,\s*(?:["'][^"',]*["']|\d+|\$?\w+)\s*\)|(?:id|pk|uuid):\s*(?:["'][^"',]*["']|\d+|\w+)\s*\))/.test(c.rawRecv) || /^(?:deleteOne|updateOne|findOneAndDelete|findByIdAndDelete|findOneAndUpdate|findByIdAndUpdate|delete|update|destroy|remove)$/.test(c.name) && /^\s*\{\s*(?:where\s*:\s*\{\s*)?(?:id|_id|pk|uuid|\w+Id)\s*:/.test(argStr);
  // (cls-interp26) A record found by its key and then its plural association acted on in bulk
  // (Organization.find(5120).users.update_all(…), team.members.destroy_all): the rows of that association, a set.
  if (/\)\s*\.\s*(?!objects\b|values\b|items\b|results\b|args\b|params\b)[a-z_]+s(?:\(\s*\))?\s*\.\s*$/.test(c.rawRecv) && /^(?:update_all|delete_all|destroy_all|deleteMany|updateMany|delete|destroy|update|clear)$/.test(c.name) && /\.(?:find|find_by!?|get|find_by_id|findById|findByPk)\s*\(/.test(c.rawRecv)) return 'some';
  // A filter whose one condition is the primary key (Django .filter(pk=4211)) narrows to one row.
  // (cls-interp26: a job found by its id, find_job("6f1c…") / find_by_jid(…), is one job.)
  if (byKey || /\.(?:find_job|find_by_jid|fetch_job|get_job|getJob|getJobById)\s*\(\s*[^)\s]/.test(c.rawRecv) || /\.(?:filter|filter_by)\s*\(\s*(?:pk|id|uuid)\s*=\s*[^,()]+\)\s*\.?\s*$/.test(c.rawRecv)) return 'one';
  // A delete or update named for its condition (Exposed's deleteWhere { … }, Rails' destroy_by(role: …), Spring's
  // deleteByStatus(…)): the rows the condition matches. By a key (deleteById) it is one.
  if (/^(?:delete|destroy|remove|update)(?:All)?(?:Where|_where|By[A-Z]\w*|_by(?:_\w+)?)$/.test(c.name) && !/(?:By|_by_?)(?:Id|Ids|Pk|Key|Uuid|id|ids|pk|key|uuid)$/.test(c.name)) return 'some';
  const filtered = /\.(?:where|filter|filter_by|exclude|find_by|not|where_not)\s*\(\s*[^)\s]/.test(c.rawRecv) || /^\s*\{\s*(?:where\s*:\s*)?\{?\s*["']?\$?\w+["']?\s*:/.test(argStr) && !/^\s*\{\s*where\s*:\s*\{\s*\}/.test(argStr);
  if (filtered) return 'some';
  if (/\.(?:all|objects|unscoped)\b/.test(c.rawRecv) || /(?:_all|All|Many|many)$/.test(c.name) || /^(?:truncate|delete|destroy)$/.test(c.name) && /^\s*(?:\{\s*\}|\{\s*where\s*:\s*\{\s*\}|\{\s*truncate\s*:\s*true)?\s*[,}]?\s*$/.test(argStr) && (/^[A-Z]/.test(c.rawRecv.trim()) || /\bquery\(\s*[A-Z]\w*\s*\)\s*\.\s*$/.test(c.rawRecv))) return 'all';
  return 'one';
}

/** What a bulk call's filter argument selects: nothing narrows it ({}, match_all), criteria narrow it, or a key names one. */
function filterKind(argStr: string): 'empty' | 'criteria' | 'key' | undefined {
  if (/\bmatch_all\b|\b(?:query|filter|where|selector)["']?\s*[:=]\s*\{\s*\}/.test(argStr)) return 'empty';
  const first = firstArg(argStr).trim();
  // (An empty filter in other drivers too: Java new Document(), C# new BsonDocument() / Builders<T>.Filter.Empty, Go
  // bson.D{} / bson.M{}, Rust doc! {}, PHP [].)
  if (/^(?:\{\s*\}|\{\s*where\s*:\s*\{\s*\}\s*\}|dict\(\s*\)|new\s+(?:Bson)?Document\(\s*\)|Builders<\w+>\.Filter\.Empty|FilterDefinition<\w+>\.Empty|bson\.[DM]\{\s*\}|doc!\s*\{\s*\}|\[\s*\])$/.test(first)) return 'empty';
  // (cls-code16) Prisma's updateMany({ data }) with no where: every row.
  if (/^\{\s*data\s*:/.test(first) && !/\bwhere\s*:/.test(first)) return 'empty';
  const key = /^\{\s*(?:where\s*:\s*\{\s*)?["']?(\$?\w+)["']?\s*:/.exec(first)?.[1];
  if (key) return /^(?:_?id|pk|uuid|key|\w+Id|\w+_id)$/.test(key) ? 'key' : 'criteria';
  if (/\b(?:query|filter|where)["']?\s*[:=]\s*\{\s*\S/.test(argStr)) return 'criteria';
  return undefined;
}

/** Payment providers whose APIs take amounts in minor units (cents). */
const CENT_PROVIDERS = /stripe|square|adyen|checkout|paddle|chargebee|recurly|mollie/;

/** Objects an ORM model can stand for beyond plain rows: audit trails, logs, backups, accounts, secrets, messages. */
const MODEL_KINDS = new Set<Obj>(['audit', 'log', 'backup', 'secret', 'key', 'message', 'pii']);

/** One call of SDK or ORM code reduced to an Act, or null when it says nothing about risk. */
/** (cls-code15) Cloud resources declared in an infrastructure program: Pulumi (new aws.ec2.SecurityGroup(…), gcp.storage.Bucket(…)),
 *  AWS CDK (new ec2.SecurityGroup(this, …), sg.addIngressRule(ec2.Peer.anyIpv4(), …)), CDKTF (new SecurityGroup(this, …)). */
const IAC_PROGRAM = /\bnew\s+(?:aws|gcp|azure|azure_?native|azuread|k8s|kubernetes|digitalocean|cloudflare|ec2|s3|rds|iam|elbv2|lambda_?|dynamodb|sqs|sns|kms|eks|ecs|storage|compute|sql|network|docdb|opensearch|elasticache)\.[\w.]*[A-Z]\w*\s*\(|\b(?:pulumi_?(?:aws|gcp|azure\w*|kubernetes)|aws_cdk|aws-cdk-lib|cdktf|@pulumi\/)|\b(?:aws|gcp|azure_native)\.\w+\.[A-Z]\w*\s*\(\s*["']|\.add_?[Ii]ngress_?[Rr]ule\s*\(/;
/** (cls-code18) The construct forms of the same programs in other languages: Pulumi Go (ec2.NewSecurityGroup(ctx, "web", …)),
 *  Pulumi C# (new Bucket("site", new BucketArgs { … })), CDK/CDKTF constructs in TypeScript, Java, C# and Python
 *  (new Role(this, "Ops", …), iam.Role(self, "Ops", …), SecurityGroup(self, "web", …)) and AWS managed policies named in CDK. */
const IAC_CONSTRUCT = /\b[a-z]\w*\.New[A-Z]\w*\(\s*ctx\s*,\s*"|\bnew\s+(?:[a-z]\w*\.)?[A-Z]\w*\(\s*this\s*,\s*["']|\bnew\s+[A-Z]\w*\(\s*"[^"\n]*"\s*,\s*new\s+[A-Z]\w*Args\b|\b(?:iam|ec2|s3|rds|lambda_|sqs|sns|kms|ecs|eks|dynamodb|elbv2|logs|route53|cloudfront|apigw|apigateway|secretsmanager|ssm|cognito|efs|elasticache|opensearch|wafv2|backup|aws_\w+)\.[A-Z]\w*\(\s*self\s*,\s*["']|(?:^|[\s=(])[A-Z]\w*(?:SecurityGroup|Bucket|Role|Policy|Rule|Instance|Cluster|Vpc|Subnet|Queue|Topic|Function|Table|Key)\w*\(\s*self\s*,\s*["']|(?:^|[\s=(])(?:SecurityGroup|Bucket|Role|Policy|Instance|Cluster|Vpc|Subnet|Queue|Topic|Function|Table|DbInstance)\(\s*self\s*,\s*["']|\bManagedPolicy\.(?:from_aws_managed_policy_name|fromAwsManagedPolicyName|FromAwsManagedPolicyName)\s*\(/;

function iacDeclared(text: string, ctx: Ctx): Finding[] {
  // CDK's peers for every address are the CIDRs they stand for; camelCase switches read as the config keys they set.
  const content = text
    .replace(/\b(?:ec2\.)?Peer\.any_?[Ii]pv4\s*\(\s*\)/g, '"0.0.0.0/0"')
    .replace(/\b(?:ec2\.)?Peer\.any_?[Ii]pv6\s*\(\s*\)/g, '"::/0"')
    .replace(/\bpubliclyAccessible\b/g, 'publicly_accessible')
    .replace(/\b(?:publicReadAccess|public_read_access|PublicReadAccess)\s*[:=]\s*(?:true|True)\b/g, 'acl: "public-read"')
    // (cls-code18) Pulumi Go and C# wrap values (pulumi.String("0.0.0.0/0"), pulumi.StringArray{…}, Acl = "public-read"),
    // and CDK names AWS managed policies by their short name: read as the values and ARNs a Terraform file writes.
    .replace(/\bpulumi\.(?:String|Int|Bool|Float64|StringPtr|IntPtr|BoolPtr)\(\s*("[^"\n]*"|[\w.]+)\s*\)/g, '$1')
    .replace(/\bpulumi\.\w*Array\s*\{([^{}\n]*)\}/g, '[$1]')
    .replace(/\b(?:iam\.)?ManagedPolicy\.(?:from_aws_managed_policy_name|fromAwsManagedPolicyName|FromAwsManagedPolicyName)\s*\(\s*["']([\w-]+)["']\s*\)/g, '"arn:aws:iam::aws:policy/$1"')
    .replace(/\bAcl\s*=\s*"/g, 'acl = "');
  const found = readFileChange({ path: 'infrastructure program', content, tool: 'declares' }, ctx, { contentOnly: true }).filter((x) => x.level !== 'safe' && x.level !== 'reversible');
  // (cls-code18) A declaration that only protects (a public-access block, BLOCK_ALL, encryption, versioning) is placed as
  // such: the words "public" and "bucket" in it are no publishing.
  // (lead19) A membership or role assignment declared with an owner's or administrator's role (github_membership role
  // "admin", azurerm_role_assignment "Owner", google_project_iam_member "roles/owner"): those rights granted at apply.
  if (found.length === 0 && DECLARED_MEMBERSHIP.test(text) && DECLARED_ADMIN_ROLE.test(text)) return [f('dangerous', `declares an owner's or administrator's role for someone (${snippet(DECLARED_ADMIN_ROLE.exec(text)?.[0] ?? '', 40)})`)];
  if (found.length === 0 && PROTECTIVE_DECLARATION.test(text)) return [f('reversible', `declares infrastructure that blocks public access; a deploy applies it (${snippet(PROTECTIVE_DECLARATION.exec(text)?.[0] ?? '', 40)})`)];
  // (Nothing in the declared configuration opens, grants or removes a safeguard: a least-privilege grant such as
  // bucket.grantRead(fn) is ordinary infrastructure code, placed so that no word of it is guessed at.)
  // (Not where it lets a stack delete take the data — RemovalPolicy.DESTROY, autoDeleteObjects, skipFinalSnapshot —: that
  // reading is left to the floor for what no rule placed, as before.)
  if (found.length === 0 && !/\bRemovalPolicy\.DESTROY\b|\bauto_?[dD]elete_?[oO]bjects\b|\bAutoDeleteObjects\b|\bskip_?[fF]inal_?[sS]napshot\b|\bforce_?[dD]estroy\b/.test(text)) return [f('reversible', `declares infrastructure; nothing in its configuration opens access or removes a safeguard (${snippet(text, 40)})`)];
  return found;
}
const DECLARED_MEMBERSHIP = /\bresource\s+"\w*(?:membership|member|role_assignment|iam_binding|collaborator|group_member|user_role|admin)\w*"/;
const DECLARED_ADMIN_ROLE = /\b(?:role|role_definition_name|role_name|permission|access_level)\s*=\s*"(?:admin|administrator|owner|org_admin|super_?admin|roles\/(?:owner|editor|resourcemanager\.organizationAdmin)|Owner|Contributor|User Access Administrator|Administrator|OWNER|ADMIN)"/;
const PROTECTIVE_DECLARATION = /\bBucketPublicAccessBlock\b|\bBlockPublicAccess\.BLOCK_ALL\b|\bblock_?public_?(?:acls|policy)\s*[:=]\s*(?:true|True)\b|\bBlockPublicAcls\s*[:=]\s*(?:pulumi\.Bool\()?true\b/i;

/**
 * (cls-code15) The arguments a call gets through a name: an options object or initializer bound earlier (params = {…};
 * create(params) · var o = new RefundCreateOptions { … }; CreateAsync(o) · params := &stripe.RefundParams{…}; New(params)
 * · rds.delete_db_instance(**params)), a receiver built with its fields (payout = Payout.new(items: …); payout.create) or
 * given them one by one (refund.amount = 4_800_000; refund.save). What the name was given is read with the call.
 */
function boundArgs(code: string, c: Call, argStr: string): string {
  const bare = /^\s*(?:\*\*|&|\.\.\.)?([A-Za-z_$][\w$]*)\s*$/.exec(argStr)?.[1];
  const name = bare ?? (argStr.trim() === '' ? /^([a-z_$][\w$]*)\.\s*$/.exec(c.rawRecv.trim())?.[1] : undefined);
  if (!name || name.length < 2 || /^(?:self|this|ctx|context|req|res|err|nil|null|None|true|false)$/.test(name)) return argStr;
  const at = code.search(new RegExp(`(?:^|[\\s;({,&*])${name.replace(/\$/g, '\\$')}\\s*(?::=|=)(?!=)`));
  const extra: string[] = [];
  if (at >= 0) {
    const rhs = code.slice(at, at + 4000);
    const open = /(?::=|=)\s*(?:await\s+)?(?:new\s+)?&?[\w.:<>]*\s*([({[])/.exec(rhs);
    if (open && open.index < 200) {
      const from = open.index + open[0].length;
      let depth = 1;
      let i = from;
      for (; i < rhs.length && depth > 0; i++) {
        const ch = rhs[i];
        if (ch === '(' || ch === '{' || ch === '[') depth++;
        else if (ch === ')' || ch === '}' || ch === ']') depth--;
      }
      extra.push(rhs.slice(from, i - 1));
      // An initializer after a constructor's parentheses (new RefundCreateOptions() { Amount = … }).
      const tail = /^\s*\{([^{}]{0,2000})\}/.exec(rhs.slice(i));
      if (tail) extra.push(tail[1] as string);
    }
  }
  // Fields set one by one on the name (refund.amount = 4_800_000; payout.Amount = 9000).
  if (code.includes(`${name}.`)) for (const m of code.slice(0, 4000).matchAll(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\.([A-Za-z_]\\w*)\\s*=(?!=)\\s*([^\\n;]{1,200})`, 'g'))) extra.push(`${m[1] as string}: ${(m[2] as string).trim()}`);
  return extra.length ? [argStr, ...extra].filter((x) => x.trim()).join(', ') : argStr;
}

const KUBE_CLIENT = /\bdelete_?collection_?namespaced_?\w|\)\s*\.\s*DeleteCollection\s*\(\s*ctx\b/i;
/** A Kubernetes kind as kubectl names it (persistent_volume_claim, PersistentVolumeClaim, Pods → persistentvolumeclaim, pods). */
function kubeKind(w: string): string {
  return w.replace(/_/g, '').toLowerCase();
}
/** (cls-code15) kubectl lines for the deletes a Kubernetes client makes, in Python, JavaScript/Java and Go styles. */
function kubeClientCommands(text: string): string[] {
  const out: string[] = [];
  const code = text.slice(0, 20000);
  const lit = (s: string | undefined): string | undefined => (s === undefined ? undefined : /^\s*["'`]([\w.-]{1,80})["'`]/.exec(s)?.[1]);
  const kw = (args: string, key: string): string | undefined => new RegExp(`\\b${key}\\s*[:=]\\s*["'\`]([\\w.-]{1,80})["'\`]`).exec(args)?.[1];
  // (Only deletes of a whole collection: one named item is read by the call reader already.)
  for (const m of code.matchAll(/\bdelete_?(collection_?)namespaced_?([A-Za-z]\w{1,60}?)\s*\(([^()]{0,400})\)/gi)) {
    const all = Boolean(m[1]);
    const args = m[3] as string;
    const parts = args.split(',');
    const ns = kw(args, 'namespace') ?? lit(all ? parts[0] : parts[1]) ?? 'default';
    const name = all ? undefined : kw(args, 'name') ?? lit(parts[0]) ?? 'NAME';
    out.push(`kubectl delete ${kubeKind(m[2] as string)} ${all ? '--all' : name} -n ${ns}`);
  }
  for (const m of code.matchAll(/\.\s*([A-Z][A-Za-z]{2,40})\s*\(\s*(?:["'`]([\w.-]{1,80})["'`])?\s*\)\s*\.\s*(Delete|DeleteCollection)\s*\(\s*ctx\s*,\s*(?:["'`]([\w.-]{1,80})["'`])?/g)) {
    if (m[1] === 'Namespaces' || m[3] !== 'DeleteCollection') continue;
    out.push(`kubectl delete ${kubeKind(m[1] as string)} ${m[3] === 'DeleteCollection' ? '--all' : (m[4] ?? 'NAME')} -n ${m[2] ?? 'default'}`);
  }
  return out.slice(0, 8);
}

const QUERY_SET_BINDING = /^[ \t]*([a-z_]\w*)\s*=\s*(?:await\s+)?((?:[A-Z]\w*\.(?:objects\.)?|(?:db|session|self\.session|db\.session)\.query\(\s*[A-Z]\w*\s*\)\.|(?:knex|trx|db)\(\s*['"][\w.]+['"]\s*\)\.)(?:(?:all|filter|exclude|where|filter_by|order_by|not|unscoped|joins|includes|select_related)\s*\([^()\n]{0,200}\)\s*\.?\s*){0,4}?)\s*;?\s*$/gm;
/** (cls-code15) Calls that change rows on a name bound to a query set, rewritten onto the chain itself. */
function inlineQuerySets(text: string): string {
  let out = text;
  let guard = 0;
  for (const m of text.matchAll(QUERY_SET_BINDING)) {
    if (guard++ > 8) break;
    const chain = (m[2] as string).replace(/\.\s*$/, '').trim();
    if (!/\)$/.test(chain) && !/\.objects$/.test(chain)) continue;
    const name = m[1] as string;
    out = out.replace(new RegExp(`\\b${name}\\s*\\.\\s*(?=(?:delete|del|destroy|destroy_all|delete_all|update|update_all|truncate|really_destroy_all)(?![\\w!?]))`, 'g'), `${chain}.`);
  }
  return out;
}

/** (cls-code15) A loop walking a bucket's own listing (bucket = storage.Client().bucket("x"); for blob in bucket.list_blobs(),
 *  bucket.getFiles(), container.list_blobs()): each item deleted in it empties the bucket. */
const BUCKET_WALK = /\.\s*(?:bucket|Bucket|get_bucket|getBucket|get_container_client|getContainerClient)\s*\([\s\S]{0,400}?\.\s*(?:list_blobs|listBlobs\w*|list_objects\w*|listObjects\w*|getFiles|get_files|objects\.all)\s*\(\s*\)|\bbuckets\s*\.\s*all\s*\(\s*\)[\s\S]{0,400}?\.\s*objects\s*\.\s*all\s*\(\s*\)\s*\.\s*delete\s*\(|\.\s*objects\s*\.\s*all\s*\(\s*\)\s*\.\s*delete\s*\(\s*\)\s*for\s+\w+\s+in\s+[^\]\n]{0,200}\bbuckets\s*\.\s*all\s*\(/;

const PAY_REQUEST = /^(?:Payouts?Post|TransfersPost|CreatePayout|CreateTransfer)Request$/;
const ITEMS_NAMED_L21 = /^\s*(?:ids?|keys?|where|filter|documents?|points?|points_selector|vectors?|ids_list)\s*[:=]/;

function apiAct(c: Call, recv: string, argStr: string, s: CodeScope): Act | null {
  if (PLUMBING.test(c.name)) return null;
  // (cls-gui26) Selenium/Appium send_keys types into a field; no message is sent.
  if (/^(?:send_keys|sendKeys)$/.test(c.name)) return null;
  // (cls-sdk22) An HTTP request built in the chain before it and then sent (sttp's basicRequest.get(uri"…").send(backend),
  // reqwest's client.get(url).send()): the request is read as such; the send is no message.
  if (/^(?:send|sendAsync|send_async|execute|perform)$/.test(c.name) && /\b(?:basicRequest|quickRequest|emptyRequest)\b|\.(?:get|post|put|patch|delete|head)\s*\(\s*(?:uri|url)?\s*["'`]https?:\/\//.test(c.rawRecv)) return null;
  // (cls-sdk20) supertest's request(app).delete(…) drives the app under test in process.
  if (/^\s*(?:request|supertest)\s*\(\s*(?:app|server|httpServer|this\.app|\w*[Aa]pp)\s*\)\s*\.\s*$/.test(c.rawRecv)) return null;
  // (cls-sdk20) A payment provider's request class for a payout or transfer (PayPal PayoutsPostRequest in Java/.NET/Node,
  // CreatePayoutRequest, TransfersPostRequest) is that payment, built to be executed; a payouts batch pays many.
  const payReq = PAY_REQUEST.test(c.name) ? c.name : PAY_REQUEST.exec(/^\s*(?:new\s+)?(?:[a-z]\w*\.)*([A-Z]\w*)\s*\(/.exec(c.rawRecv)?.[1] ?? '')?.[0];
  if (payReq) return { verb: 'pay', obj: 'money', scope: /Payouts/.test(payReq) || /\b(?:SenderBatchHeader|sender_batch_header|senderBatchHeader)\b/.test(s.code) ? 'some' : 'one', mods: s.mods, what: snippet(`${c.rawRecv}${c.name}`, 60) };
  // (cls-code15b) A migration's additive schema step (Alembic op.add_column("users", …), op.create_index, op.create_table):
  // the table it names gains a column or an index; no account is created and no row changes.
  // (cls-code15b) A Go list iterator's accessor (for i.Next() { i.Charge() … }, iter.Subscription().ID) returns the current
  // item: no charge is made, nothing is cancelled.
  if (!argStr.trim() && /^[A-Z][a-z]+(?:[A-Z][a-z]+)?$/.test(c.name) && /^[a-z]\w{0,10}\.$/.test(c.receiver) && new RegExp(`\\bfor\\s+${c.receiver.slice(0, -1)}\\.Next\\(\\s*\\)`).test(s.code)) return null;
  if (/(?:^|\.)schema\.$/.test(c.receiver) && /^(?:alterTable|createTable|createTableIfNotExists|table)$/.test(c.name) && !/\.\s*(?:drop\w*|rename\w*|dropColumn|setNullable|dropNullable)\s*\(|\balter\s*\(/.test(argStr)) return null;
  if (/^op\.$/.test(c.receiver) && /^(?:add_column|create_index|create_table|create_foreign_key|create_unique_constraint|create_check_constraint|create_primary_key)$/.test(c.name)) return null;
  // (cls-code15) A setter on a request or options object (req.set_PageSize(10), request.setInstanceId(…), opts.withLimit(5))
  // fills in the request; the call that sends it is the operation.
  if (/^(?:set|with)(?:_|[A-Z])/.test(c.name) && /(?:Request|Command|Input|Params|Options|Args)\s*(?:\([^()]*\))?\s*\.\s*$/.test(c.rawRecv.trim())) return null;
  // A handle closed with no argument (f.close(), open(p).close(), conn.close(), client.close()) releases it; closing a
  // ticket, issue or account names that thing.
  if (/^(?:close|Close|closeSync)$/.test(c.name) && !argStr.trim() && !/(?:issue|ticket|pull|pr|incident|account|channel|order|position|milestone|sprint|poll|vote|case|deal|invoice)s?\b/i.test(c.rawRecv)) return null;
  // (cls-sdk20) A header set on a request (Swift req.setValue(…, forHTTPHeaderField: "Authorization"), Java
  // conn.setRequestProperty("Authorization", …), addHeader): the request authenticates; no credential changes.
  // (cls-sdk21: Go's req.Header.Set("Authorization", …) / .Add(…) likewise.)
  if (/^(?:Set|Add)$/.test(c.name) && /(?:^|\.)Header\.$/.test(c.receiver) && /^\s*["'`](?:Authorization|Content-Type|Accept|X-[\w-]+|Api-Key|Private-Token|User-Agent)["'`]/i.test(argStr)) return null;
  if (/^(?:setValue|addValue|setRequestProperty|addRequestProperty|addHeader|setHeader|set_header|add_header)$/.test(c.name) && /forHTTPHeaderField|^\s*["'`](?:Authorization|Content-Type|Accept|X-[\w-]+|Api-Key|Private-Token|User-Agent)["'`]/i.test(argStr)) return null;
  // (cls-sdk20) A setter on a request or options object being built (new ListMonitorsOptionalParameters().tags("t"),
  // DeleteTableRequest.builder().tableName("t")) fills it in; the call it is handed to is the operation. A provider's
  // sandbox-only endpoint (Plaid sandboxPublicTokenCreate) or test helpers act on test data.
  if (/^\s*(?:(?:new\s+)?(?:[a-z]\w*\.)*[A-Z]\w*(?:Options|OptionalParameters|Parameters|Params|Request|Input|Args)\s*\([^()]*\)|[A-Z]\w*(?:Request|Input|Params|Options|Parameters)\s*\.\s*builder\s*\(\s*\))(?:\s*\.\s*\w+\s*\((?:[^()]|\([^()]*\))*\))*\s*\.\s*$/.test(c.rawRecv)) return null;
  if (/^sandbox[A-Z_]/.test(c.name) || /(?:^|\.)(?:testHelpers|test_helpers)\.$/.test(c.receiver)) return { verb: 'read', obj: 'record', scope: 'one', mods: M.TEST_MODE, what: `${c.name} in the provider's sandbox` };
  // Predicates (isEmpty, has_key, canDelete) ask; they change nothing.
  if (/^(?:is|has|can|should|was|are|does)(?:[A-Z_]|$)/.test(c.name)) return null;
  // Kubernetes clients' "namespaced" says where, not how many: delete_namespaced_pod deletes one pod.
  // DeleteIfExistsAsync, drop_table_if_exists: the condition says nothing about the resource. EF Core's ExecuteDelete/ExecuteUpdate act on the query before them.
  // (cls-holes18) Azure's long-running operations (StartDeleteSecretAsync, begin_delete_secret, beginDeleteAndWait): "start" /
  // "begin" before a verb and its noun, and "and wait", say how the call waits; the operation is the verb and noun.
  const bareName = c.name.replace(/^(?:Start|start_?|Begin|begin_?)(?=(?:Delete|Purge|Remove)[A-Z]|(?:delete|purge|remove)_[a-z])/, '').replace(/(?<=^(?:Delete|delete)\w*)_?[Aa]nd_?[Ww]ait(?=_?(?:[Aa]sync)?$)/, '').replace(/_?if_?(?:not_?)?exists(?=_?async$|$)/i, '').replace(/^Execute(?=(?:Delete|Update)(?:Async)?$)/, '')
    // (cls-code19) Purging a soft-deleted item (beginPurgeDeletedSecret("k"), purge_deleted_key) removes that one item for good.
    .replace(/^(?:PurgeDeleted|purgeDeleted|purge_deleted_)(?=[A-Za-z])/, (m) => (m.startsWith('P') ? 'Delete' : m.startsWith('purge_') ? 'delete_' : 'delete'))
    // (cls-sdk22) Everything undeployed from one endpoint (Vertex endpoint.undeploy_all()) takes that one endpoint offline.
    .replace(/^(undeploy|Undeploy)_?[Aa]ll$/, '$1');
  const nameWords = splitName(bareName).filter((w) => w !== 'namespaced');
  // client.send(new DeleteTableCommand(…)), service.execute(request): the wrapped command is read on its own.
  // (A mailer's send of a mail object, Mail.to(…).send(new PriceIncrease()), is the send itself: the receiver names mail or notification.)
  if (/^(?:send|execute|invoke|dispatch|perform|request|call|run)$/i.test(c.name) && (/^\s*(?:new\s+)?[A-Z]\w*(?:Command|Request|Input)?\s*\(/.test(argStr) || argStr === '') && !(c.name === 'send' && /^\s*new\s+[A-Z]\w*\s*\(/.test(argStr) && !/(?:Command|Request|Input)\s*\(/.test(argStr) && /^(?:Mail|Notification|Mailer|\w*(?:Mail|Mailer|Notifier|Notification))\b/.test(c.rawRecv.trim()))) return null;
  // Spark / DataFrame overwrite is judged below, by its target.
  if (/mode\(\s*["']overwrite["']\s*\)/.test(`${c.rawRecv}(${argStr})`)) return null;
  // (cls-holes18) rg, rgClient, rg_client: Azure's resource-group client, by the abbreviation its SDK samples use.
  const recvWords = splitName(recv).map((w) => (/^rgs?$/i.test(w) ? 'resourcegroup' : w));
  // A key-value store's command given by name (redis::cmd("FLUSHALL"), r.execute_command('FLUSHDB'), client.sendCommand(['FLUSHALL']),
  // conn.Do("FLUSHALL")) is that command.
  // (cls-code14: the command may follow the connection, Redix.command!(conn, ["FLUSHDB"]) and go-redis rdb.Do(ctx, "FLUSHALL");
  // a read or one-key command so given, client.sendCommand(['INFO']), is no message sent.)
  const storeCall = /^(?:cmd|execute_command|executeCommand|call|pcall|send_command|sendCommand|command!?|Do|do|Execute|execute|noreply_command!?|pipeline!?)$/.test(c.name);
  const storeCmd = storeCall ? /^\s*(?:[\w.&*]+\s*,\s*)?\[?\s*["'`](FLUSHALL|FLUSHDB)(?:\s+A?SYNC)?["'`\s,\])]/i.exec(argStr)?.[1] : undefined;
  if (storeCall && !storeCmd && /^\s*(?:[\w.&*]+\s*,\s*)?\[?\s*["'`](?:GET|MGET|HGET|HGETALL|HKEYS|KEYS|SCAN|INFO|PING|TTL|PTTL|EXISTS|LRANGE|LLEN|SMEMBERS|SCARD|ZRANGE|ZCARD|TYPE|DBSIZE|SET|SETEX|HSET|EXPIRE|INCR|DECR|LPUSH|RPUSH|PUBLISH|SUBSCRIBE|DEL|UNLINK|HDEL)\b/.test(argStr)) return null;
  // (cls-sdk21) A batch write whose requests are all deletions (DynamoDB batch_write_item(RequestItems={t: [{"DeleteRequest": …}]}),
  // BatchWriteItemCommand, transactWriteItems with Delete) deletes those items: in a loop over a whole listing, every item of the table.
  if (/^(?:batch_?write_?item|batchWriteItem|BatchWriteItem(?:Async|WithContext|Command)?|batch_?write|batchWrite|transact_?write_?items|transactWriteItems|TransactWriteItems(?:Async|WithContext|Command)?)$/.test(c.name) && /\bDeleteRequest\b|["']?Delete["']?\s*[:=]\s*\{/.test(argStr) && !/\bPutRequest\b|["']?(?:Put|Update)["']?\s*[:=]\s*\{/.test(argStr)) {
    const every = s.loop && s.everyScope;
    return { verb: 'delete', obj: every ? 'table' : 'record', scope: every ? 'all' : s.loop ? 'some' : 'one', mods: s.mods, what: snippet(`${c.rawRecv}${c.name}(${argStr})`, 60) };
  }
  let verb = storeCmd ? ('empty' as const) : apiVerb(nameWords);
  // (lead22) A withdrawal told where to (ccxt's exchange.withdraw("BTC", amount, "bc1q…"), withdraw(asset=…, address=…)): money
  // leaves the account for that address, not an offer withdrawn. A literal wallet or bank address is a recipient nothing vouches for.
  if (verb === 'cancel' && /^withdraw(?:al)?s?$/i.test(c.name) && (WALLET_ADDRESS_L22.test(argStr) || /\b(?:address|to_?address|toAddress|destination|iban|recipient|beneficiary)\b/i.test(argStr))) return { verb: 'pay', obj: 'money', scope: 'one', mods: s.mods | (WALLET_ADDRESS_L22.test(argStr) ? M.NEW_RECIPIENT : 0), what: snippet(`${c.rawRecv}${c.name}(${argStr})`, 60) };
  // (cls-sdk20) Go SDKs' service methods on a plural resource (client.Files.New(ctx, …), client.Charges.New(…),
  // client.Beta.Assistants.New): New creates one, as create does in the other languages.
  if (!verb && c.name === 'New' && /(?:^|\.)[A-Z][a-z]\w*s\.$/.test(c.receiver)) verb = 'create';
  // (cls-api18) A pipeline's reset or resync (fivetran.resync_connector) deletes what it loaded: read below by pipelineAct.
  if (!verb && pipelineAct(`${c.rawRecv} ${c.name}`, [...nameWords, ...recvWords], undefined)) verb = 'delete';
  // (cls-code14) Ecto's Repo reads (Repo.all(query), Repo.get!(User, 42), Repo.aggregate(User, :count)) read rows.
  if (/(?:^|\.)Repo\.$/.test(c.receiver) && /^(?:all|one!?|get!?|get_by!?|aggregate|exists\??|preload|stream|reload!?)$/.test(c.name)) verb = 'read';
  // (cls-sdk22) A payments SDK method named only by its money noun and handed an amount (Adyen's $service->transfers([...
  // 'amount' => ['value' => …]]), $client->payouts([…]), api.payments({amount: …})): that payment is made.
  if (!verb && /^(?:transfers?|payouts?|payments?|wires?|disbursements?|remittances?)$/i.test(c.name) && /["']?(?:amount|value)["']?\s*(?:=>|:|=)/.test(argStr) && /\b(?:currency|counterparty|destination|beneficiary|recipient|iban|balanceAccountId|bankAccount)\b/i.test(argStr)) verb = 'pay';
  // (cls-sdk22) An ad platform's budget or campaign mutation given an amount in the same code (Google Ads
  // mutate_campaign_budgets over an operation whose amount_micros was set, Meta AdAccount.create_campaign daily_budget):
  // money the account will spend, as the tool and HTTP readers hold. A validate-only call spends nothing.
  if (verb !== 'read' && verb !== 'dryrun' && /^(?:mutate|update|create|set|api_update|remote_update)/i.test(c.name) && AD_PLATFORM22.test(`${c.rawRecv}${c.name} ${s.code.slice(0, 1200)}`) && !/validate_?[Oo]nly\s*[:=]\s*(?:True|true)/.test(argStr)) {
    const usd = adBudgetUsd22(s.code, /facebook|AdAccount|meta[-_ ]?ads/i.test(s.code.slice(0, 1200)));
    if (usd > 0 && !/["']?status["']?\s*[:=]\s*["']?(?:PAUSED|paused)\b|Status\.PAUSED|STATUS_PAUSED/.test(argStr)) return { verb: 'pay', obj: 'money', scope: 'one', mods: s.mods, usd, what: snippet(`${c.rawRecv}${c.name}(${argStr})`, 60) };
  }
  if (!verb || verb === 'click') {
    // A resource method named only by the receiver: stripe.Refund.create is a refund.
    return null;
  }
  // (cls-sdk21) What the same code created a moment ago, deleted again by the name it was bound to (d = client.drafts.create(…);
  // client.drafts.delete(d.id)), is its own draft; an invoice created with auto_advance off (Stripe) is a draft invoice.
  if ((verb === 'delete' || verb === 'cancel') && !s.loop) {
    const own = /^\s*([a-z_]\w{0,40})(?:\.(?:id|ID|Id|uuid|name)|\[\s*["'](?:id|uuid)["']\s*\])?\s*(?:,\s*\{[^{}]{0,200}\}\s*)?$/.exec(argStr)?.[1] ?? (!argStr.trim() ? /^([a-z_]\w{0,40})\.$/.exec(c.rawRecv.trim())?.[1] : undefined);
    if (own && new RegExp(`\\b${own}\\s*:?=\\s*(?:await\\s+)?[\\w.]{0,80}\\.(?:create|Create|new|New|insert|add)\\w{0,20}\\s*\\(`).test(s.code)) return { verb: 'delete', obj: 'draft', scope: 'one', mods: s.mods, what: snippet(`${c.rawRecv}${c.name}(${argStr})`, 60) };
  }
  if (verb === 'create' && /\bauto_?[Aa]dvance\s*[:=]\s*(?:False|false)\b/.test(argStr) && recvWords.some((w) => /^invoices?$/i.test(w))) return { verb: 'create', obj: 'draft', scope: 'one', mods: s.mods | M.DRAFT, what: snippet(`${c.rawRecv}${c.name}(${argStr})`, 60) };
  // (cls-sdk22) An app store release set live (a Play track update to "production" with a completed status) or a Remote Config
  // template published: what every user of the app runs or gets, a deploy of live configuration (readers/sdk22.ts).
  if (verb !== 'read' && verb !== 'dryrun' && (/^(?:publish_?[Tt]emplate|PublishTemplate(?:Async)?)$/.test(c.name) && /remote_?[Cc]onfig|RemoteConfig/.test(s.code) || storeReleaseLive22([...nameWords, ...recvWords], `${c.rawRecv}${c.name}(${argStr})`) || remoteConfigPublished22([...nameWords, ...recvWords]))) return { verb: 'deploy', obj: 'service', scope: 'one', mods: s.mods, what: snippet(`${c.rawRecv}${c.name}(${argStr})`, 60) };
  // (cls-sdk21) An incident created in an on-call service (pd.incidents.create, opsgenie alert_api.create_alert) pages people.
  if (pagesOnCall(verb, [...nameWords, ...recvWords], `${c.rawRecv} ${s.provider} ${s.code.slice(0, 600)}`)) verb = 'send';
  // (cls-code14) A message word called with nothing (u.email, post.message in Ruby's parenless style) reads an attribute.
  if (verb === 'send' && argStr.trim() === '' && /^(?:email|mail|message|sms|text|notification|phone)$/i.test(c.name)) return null;
  const recvVerb = readOp(recvWords).verb;
  if ((verb === 'create' || verb === 'update') && (recvVerb === 'refund' || recvVerb === 'pay' || recvVerb === 'charge')) verb = recvVerb;
  // (cls-code14) A refunds collection's create (stripe.refunds.create, $stripe->refunds->create) makes a refund.
  if (verb === 'create' && recvWords.some((w) => /^refunds$/i.test(w))) verb = 'refund';
  // A send is not a row operation: Mail.to(…).send(…) names a mailer, not a model.
  const model = verb === 'send' ? undefined : ormModel(c);
  let obj: Obj | undefined;
  let scope: Act['scope'];
  let prodFleet = false;
  // A data-access repository (Spring Data's repo.deleteById(id), a DAO's delete(entity)) holds rows, not a git repository.
  const dao = /(?:^|\.)(?:repo|repository|[a-z]\w*(?:Repo|Repository|Dao|DAO|Store))\.$/.test(c.receiver) && (/By[A-Z]|All$|InBatch|^save|^find/.test(c.name) || argStr !== '');
  // An ORM session's delete(obj) (SQLAlchemy db.session.delete(customer)) deletes that entity's row, not a session.
  if (!dao && /(?:^|\.)session\.$/i.test(c.receiver) && /^(?:delete|remove)$/.test(c.name) && /^\s*[a-z_]\w*\s*$/.test(argStr)) {
    obj = 'record';
    scope = s.loop ? (s.everyScope ? 'all' : 'some') : 'one';
  } else if (dao) {
    obj = 'record';
    scope = /All$|InBatch/.test(c.name) ? (/\S/.test(argStr) ? 'some' : 'all') : /^(?:delete|remove|update)(?:All)?By[A-Z]/.test(c.name) && !/By(?:Id|Ids|Pk|Key|Uuid)$/.test(c.name) ? 'some' : 'one';
    // (cls-code16b) One entity deleted per item of a loop (repo.findAll().forEach { repo.delete(it) }, for (u in repo.findAll())
    // repo.delete(u)): every row the listing gave, or the set a filtered one narrows, as the session and model branches.
    if (s.loop && scope === 'one' && verb === 'delete') scope = s.everyScope ? 'all' : 'some';
  } else if (model) {
    const kind = apiObj(splitName(model));
    obj = kind && MODEL_KINDS.has(kind) ? kind : 'record';
    // (cls-interp26) Named columns read from a credentials model (ApiKey…values_list('id', 'last_used_at')): no secret among them.
    if (obj === 'secret' && verb === 'read' && onlyPlainColumns26(`${c.rawRecv}${c.name}(${argStr})`)) obj = 'record';
    // A payment resource created (PaymentIntent.create(params), Payout.create(…)) moves money; its rows deleted stay records.
    if (kind === 'money' && (verb === 'create' || verb === 'pay' || verb === 'refund' || verb === 'charge')) obj = 'money';
    scope = ormScope(c, argStr);
    if (s.loop && scope === 'one') scope = s.everyScope ? 'all' : 'some';
  } else {
    // (cls-code15: an API client's session or context handed along, Shopify's Product.delete({ session, id }), names no object.)
    obj = apiObj(nameWords.length > 1 ? nameWords : []) ?? apiObj(recvWords) ?? apiObj(splitName(argStr.slice(0, 120).replace(/\b(?:session|ctx|context|client|auth)\s*(?=[,}])/g, '')));
    // (cls-sdk20) The object of a compound name or of a chain is its head noun, the last one: removeProjectEnv is a
    // project's environment variable, projects.keys.delete a project's key, projects.get(…).protectedbranches.delete a
    // protected branch; the whole project is named only when nothing follows it.
    if (obj === 'whole' || obj === 'repo') {
      const tail = nameWords.length > 2 ? nameWords.slice(1) : splitName(c.receiver.replace(/\.$/, '').split('.').pop() ?? '');
      const last = (tail[tail.length - 1] ?? '').toLowerCase();
      const head = /^(?:envs?|env_?vars?|envvars?)$/.test(last) ? 'config' : /^protected_?branch(?:es)?$/.test(last) ? 'security' : tail.length ? apiObj([last]) : undefined;
      if (head && head !== obj && head !== 'whole' && head !== 'repo') obj = head;
    }
    // A key-value store's delete names its item in the argument (redis.delete('cache:home')): the item, not the store.
    // Its namespace prefix says what the key holds (cache:user:42, session:abc).
    const key = /^\s*["'`]([^"'`]{1,200})["'`]/.exec(argStr)?.[1];
    // (cls-code15: not a database service's instances collection, sqladminService.Instances.Delete("proj", "db"), whose
    // first argument is the project.)
    if (obj === 'database' && nameWords.length === 1 && verb === 'delete' && key !== undefined && !recvWords.some((w) => /^(?:instances?|clusters?|servers?|databases?)$/i.test(w))) obj = (key.includes(':') ? apiObj(splitName(key.split(':')[0] as string)) : undefined) ?? apiObj(splitName(key)) ?? 'record';
    // (cls-sdk21) …and so does its write of one key (redis.set(\`cache:user:\${id}\`, v, "EX", 300), r.set(f"session:{sid}", …),
    // client.set(key, value)): that item written, not the store reshaped.
    if (obj === 'database' && /^(?:set|setex|psetex|setnx|hset|hmset|put|mset|getset|expire|incr|incrby|lpush|rpush|sadd|zadd)$/i.test(c.name) && (verb === 'update' || verb === 'create') && /^\s*(?:f?["'`][^"'`\n]{1,200}["'`]|[a-z_]\w{0,40}\s*,)/.test(argStr) && !recvWords.some((w) => /^(?:instances?|clusters?|servers?|databases?|config|configs)$/i.test(w))) {
      const k = /^\s*f?["'`]([^"'`:\n]{1,60}):/.exec(argStr)?.[1];
      obj = (k ? apiObj(splitName(k)) : undefined) ?? 'record';
    }
    const op = readOp(nameWords);
    scope = op.scope ?? 'one';
    // A deletion handed a listing (bucket.delete_blobs(list(bucket.list_blobs())), DeleteObjects over list_objects(…)):
    // every item listed, or the set its filter narrows.
    if ((verb === 'delete' || verb === 'empty') && scope === 'one' && LISTING.test(argStr)) scope = FILTERED_LISTING.test(argStr) || /\b(?:prefix|Prefix|filter|where|match|glob)\s*[:=(]\s*["'`]?[^"'`\s)]/.test(argStr) ? 'some' : 'all';
    // (lead, session 23) A collection's or index's own delete told which items (Chroma collection.delete(ids=[…]),
    // .delete(where={…}), a vector index's delete(filter=…)): those rows of it, not the collection.
    if (verb === 'delete' && obj === 'table' && nameWords.length === 1 && ITEMS_NAMED_L21.test(argStr)) {
      obj = 'record';
      scope = /^\s*(?:ids?|keys?)\s*[:=]\s*\[\s*["'`][^"'`,]*["'`]\s*\]/.test(argStr) ? 'one' : 'some';
    }
    // (lead, session 23) A vector store's class or collection dropped through its schema (Weaviate client.schema.delete_class("X"),
    // client.collections.delete("X")): the whole collection and its objects.
    if (verb === 'delete' && /(?:^|\.)(?:schema|collections)\.$/.test(c.receiver) && (nameWords.some((w) => /^(?:class|collection)$/i.test(w)) || nameWords.length === 1) && /^\s*["'`][A-Za-z]\w*["'`]\s*$/.test(argStr)) {
      obj = 'table';
      scope = 'all';
    }
    // FLUSHALL / FLUSHDB on any client (rdb.FlushAll(ctx), jedis.flushAll(), r.flushAll()): every key of the store.
    if (verb === 'empty' && (storeCmd || /^(?:flush_?all|flush_?db|flushAll\w*|FlushAll\w*|FlushDB|flushDb)$/i.test(c.name)) && (obj === undefined || obj === 'unknown' || obj === 'record')) {
      obj = 'database';
      scope = 'all';
    }
    if (s.everyScope && (s.loop || s.noFilter)) scope = 'all';
    else if (s.loop && scope === 'one') scope = 'some';
    // A query builder's table (knex('orders').truncate(), DB::table('users')->truncate()) is a table too.
    // (cls-code14: Laravel's Schema::drop('users') / dropIfExists drop that table.)
    if (/drop|truncate/i.test(c.name) && /db|database|collection|table|knex|from|schema/i.test(`${recv} ${c.name}`)) obj = obj === undefined || obj === 'unknown' || (/^Schema$/.test(recv) && obj === 'record') ? 'table' : obj;
    // A collection narrowed by a filter and acted on as a whole (ec2.instances.filter(Filters=[…]).terminate()): the set it matches.
    if (scope === 'one' && /\.(?:filter|where|Where|filter_by)\s*\(\s*(?!\{?\s*["']?(?:id|pk|uuid|_id|[a-z]\w*_id|[a-z]\w*Id)["']?\s*[:=,])[^)\s]/.test(c.rawRecv) && /^(?:delete|update|empty|stop|restart|disable)$/.test(verb)) scope = 'some';
    // A filter whose only criterion is the production environment (Filters=[{'Name': 'tag:env', 'Values': ['production']}],
    // where(environment: 'prod')) matches every one of them there: the whole production fleet, not a narrowed set.
    if (scope === 'some' && envOnlyFilter(c.rawRecv)) {
      scope = 'all';
      prodFleet = true;
    }
    // bucket.objects.all().delete(), collection.find().delete_many(): an unfiltered listing acted on as a whole.
    // (cls-interp20: bucket.object_versions.delete(), every version of every object, likewise.)
    if ((/\.(?:all|objects\.all)\s*\(\s*\)\s*\.\s*$/.test(c.rawRecv) || /\.object_versions\.\s*$/.test(c.rawRecv)) && (verb === 'delete' || verb === 'update' || verb === 'empty')) scope = 'all';
    // (lead20) A search index or collection emptied by a method that names only its items (Algolia index.clear_objects(),
    // index.clearObjects(), collection.delete_all_documents()): every item of that index, a whole table.
    if ((verb === 'empty' || verb === 'delete') && (obj === 'file' || obj === 'record' || obj === undefined || obj === 'unknown') && /^(?:clear|delete|purge|remove)_?(?:all_?)?(?:objects|records|documents|items|entries)$/i.test(c.name) && argStr.trim() === '' && (recvWords.some((w) => /^(?:index|indices|indexes|collection|table)$/i.test(w)) || /\b(?:init_?index|initIndex|Index)\s*\(/.test(`${c.rawRecv} ${s.code}`))) {
      obj = 'table';
      scope = 'all';
    }
    // A container named for what it holds: s3.Bucket('acme-prod-backups'), a 'audit-logs' table.
    const held = apiObj(splitName(`${(c.rawRecv.match(/["'`]([^"'`]{1,200})["'`]/g) ?? []).join(' ')} ${/["'`]([^"'`]{1,200})["'`]/.exec(argStr)?.[1] ?? ''}`));
    if ((held === 'backup' || held === 'audit' || held === 'log') && (obj === undefined || obj === 'log' || obj === 'file' || obj === 'record' || obj === 'unknown' || obj === 'bucket' || nameWords.some((w) => /^(?:containers?|buckets?|shares?|filesystems?)$/.test(w)))) {
      obj = held;
      // A whole container of them (deleteContainer('backups')) is every one of them.
      if (nameWords.some((w) => /^(?:containers?|buckets?|shares?|filesystems?)$/.test(w)) && verb === 'delete') scope = 'all';
      // (cls-code15) The bucket itself deleted, or all its objects at once, with nothing narrowing them
      // (storage.get_bucket("acme-prod-backups").delete(force=True), bucket('…-backups').objects.batch_delete!,
      // gcs.bucket('…-backups').deleteFiles({ force: true })): every one of them.
      if ((verb === 'delete' || verb === 'empty') && (/(?:\b[Bb]ucket|get_bucket|getBucket|[Cc]ontainer\w*)\s*\([^()]*\)\s*\.\s*(?:objects\s*\.\s*)?$/.test(c.rawRecv) || /^(?:batch_delete|deleteFiles|delete_files|deleteAllObjects)/i.test(c.name)) && !/\b(?:prefix|Prefix|filter|match|glob|versionId|key|Key)\b/.test(argStr) && (/^(?:delete|Delete|delete_bucket|deleteBucket|batch_delete|deleteFiles|delete_files|deleteAllObjects|empty|purge)!?$/.test(c.name))) scope = 'all';
    }
    // Every object of a bucket or blob container deleted (bucket.objects.all().delete(), object_versions.delete(), a
    // loop over its listing, DeleteObjects over the listed Contents): the bucket is emptied.
    else if ((verb === 'delete' || verb === 'empty') && (obj === 'file' || obj === undefined || obj === 'unknown') && (scope === 'all' || /\.object_versions\.\s*$/.test(c.rawRecv)) && (/\b[Bb]ucket\s*\(|\bBucket\s*[:=]|\bBucket["']\s*=>|\b(?:Blob)?Container\w*\s*\(|\bget_container_client\s*\(|\bShare\w*Client\s*\(/.test(`${c.rawRecv} ${argStr}`) || /(?:^|\.)\w*(?:[Cc]ontainer|[Bb]ucket)\w*\.\s*$/.test(c.rawRecv) || (s.loop && BUCKET_WALK.test(s.code)))) {
      obj = 'bucket';
      scope = 'all';
    }
    // Every item of a listing deleted in a loop (for blob in list_blobs('acme-backups'): blob.delete()): the listing's
    // container names what the items are.
    if (scope === 'all' && s.loop && (verb === 'delete' || verb === 'empty') && (obj === undefined || obj === 'file' || obj === 'record' || obj === 'unknown' || obj === 'bucket')) {
      let listed = /\.(?:list\w*|List\w*|iterateAll|get[A-Z]\w*s|Get[A-Z]\w*s|scandir|readdir\w*)\s*\(\s*["'`]([^"'`]{1,200})["'`]/.exec(s.code)?.[1];
      // (cls-code15) The listing called on a name bound earlier to its container (bucket = client.bucket("acme-prod-backups");
      // for blob in bucket.list_blobs()): the container that name was given.
      const onName = listed ? undefined : /\b([A-Za-z_]\w*)\s*\.\s*(?:list\w*|List\w*|iterateAll|objects\.all|scandir|readdir\w*)\s*\(/.exec(s.code)?.[1];
      if (onName) listed = new RegExp(`\\b${onName}\\s*(?::=|=)\\s*[^\\n=]{0,200}?["'\`]([^"'\`]{1,200})["'\`]`).exec(s.code)?.[1];
      const kind = listed ? apiObj(splitName(listed)) : undefined;
      if (kind === 'backup' || kind === 'audit' || kind === 'log') obj = kind;
    }
  }
  // (cls-sdk22) A mailing service's list or audience deleted or emptied (mailchimp.lists.deleteList(id), client.lists.delete_list(…)
  // under a Mailchimp client or comment) is its whole table of subscribers, as over HTTP and in a tool call.
  if ((verb === 'delete' || verb === 'empty') && !model && mailingAudience([...nameWords, ...recvWords], `${c.rawRecv} ${s.provider} ${s.code.slice(0, 2000)}`)) {
    obj = 'table';
    scope = 'all';
  }
  // (cls-code15) A document or child node named under its collection (db.collection('orders').doc(id).delete(),
  // .document("ord_1").delete(), ref('users/' + uid).remove(), .child(uid).remove()): that one record, not the collection.
  if (!model && (verb === 'delete' || verb === 'update' || verb === 'empty') && /\.\s*(?:doc|document|Doc|Document|child|Child)\s*\(\s*[^)\s][^)]*\)\s*\.\s*$|\.\s*(?:ref|reference|getReference)\s*\(\s*["'`][^"'`]*[^/"'`]\/(?:[^"'`]+["'`]|["'`]\s*\+)/.test(c.rawRecv)) {
    obj = 'record';
    if (!s.loop) scope = 'one';
  }
  // (cls-sdk20) A realtime database's root reference removed or overwritten (Database.database().reference().removeValue(),
  // admin.database().ref('/').set(null), getReference().removeValue()): every record of the database.
  if ((verb === 'delete' || verb === 'empty' || (verb === 'update' && /^\s*(?:null|nil|None)\s*$/.test(argStr))) && /\.\s*(?:ref|reference|getReference)\s*\(\s*(?:["'`]\/?["'`])?\s*\)\s*\.\s*$/.test(c.rawRecv) && /\bdatabase\b|\bdb\b|firebase|Database/i.test(c.rawRecv)) {
    obj = 'database';
    scope = 'all';
  }
  // RemoveRange, bulk_delete, batchDelete, ExecuteDelete (deleteMany is judged by its filter below): a set of items, never one. Given a whole collection
  // (db.Orders, _context.Users.ToList()) or called on one with no Where, the set is every row.
  if (!model && (verb === 'delete' || verb === 'update' || verb === 'empty') && (nameWords.some((w) => /^(?:range|bulk|batch)$/.test(w)) || bareName !== c.name.replace(/_?if_?(?:not_?)?exists(?=_?async$|$)/i, ''))) {
    const target = bareName !== c.name.replace(/_?if_?(?:not_?)?exists(?=_?async$|$)/i, '') ? c.rawRecv.replace(/\.\s*$/, '') : argStr;
    if (/\.(?:Where|where|filter|Filter)\s*\(/.test(target) || /\bwhere\b/i.test(argStr)) scope = 'some';
    else if (/^\s*(?:await\s+)?(?:this\.)?_?\w+\.(?:Set<\w+>\(\)|[A-Z]\w*)(?:\s*\.\s*(?:ToList|ToListAsync|AsQueryable|AsEnumerable|ToArray)\s*\(\s*\))?\s*$/.test(target)) scope = 'all';
    else if (scope === 'one') scope = 'some';
    // The receiver's context (db, context) is not the database deleted: the set named after it is.
    if (obj === undefined || obj === 'unknown' || obj === 'table' || obj === 'database') {
      const coll = /\.(?:Set<(\w+)>|([A-Z]\w*))/.exec(target);
      const kind = coll ? apiObj(splitName((coll[1] ?? coll[2]) as string)) : undefined;
      obj = kind && MODEL_KINDS.has(kind) ? kind : 'record';
    }
  }
  // Messages sent inside a loop go to everyone the loop walks over; a topic send reaches every subscriber of the topic.
  // Publishing to a notification topic (SNS publish(TopicArn=…)) sends to every subscriber of it.
  if (verb === 'publish' && /\b[Tt]opic(?:_?[Aa]rn)?\s*[:=]|["'`]arn:aws:sns:/.test(argStr)) verb = 'send';
  // (cls-code15) A phone call placed to a number (twilio.calls.create({ to: … }), client.calls.create(to=…)) reaches that
  // person like a message.
  if (verb === 'create' && recvWords.some((w) => /^calls$/i.test(w)) && /\bto["']?\s*[:=]/.test(argStr)) obj = 'message';
  const massSend = (verb === 'send' || (verb === 'create' && (obj === 'message' || [...nameWords, ...recvWords].some((w) => /^(?:messages?|sms|emails?|mails?|notifications?|texts?)$/.test(w))))) && (s.loop || /^(?:sendMultiple|sendMulticast|send_multicast|sendEachForMulticast|send_each_for_multicast|sendEach|send_each|sendAll|send_all|sendBulk|send_bulk|bulkSend|bulk_send|sendEmailBatch|send_email_batch|sendBatch|send_batch|batchSend|batch_send)$/.test(c.name) || /\b(?:set)?[Tt]opic(?:_?[Aa]rn)?\s*(?:\(|[:=])|["'`]\/topics\/|\bcondition\s*[:=]|\bsegments?\s*[:=]|included_segments|\bbroadcast\b/.test(`${c.rawRecv}${argStr}`));
  // (cls-code15) An update that only sets an archived or trashed flag (notion.pages.update({ page_id, archived: true })) archives it.
  if (verb === 'update' && /\b(?:archived|is_?archived|archive)["']?\s*[:=]\s*(?:true|True|1)\b/.test(argStr) && !/\b(?:archived|archive)["']?\s*[:=]\s*(?:false|False)/.test(argStr)) verb = 'archive';
  // (cls-code15) A listing of secrets (list_secrets, listSecrets, ListSecretVersions) returns their names, not their values.
  if (verb === 'read' && obj === 'secret' && /^list/i.test(c.name)) obj = 'record';
  const service = `${c.rawRecv} ${c.name} ${s.provider}`.toLowerCase();
  // (cls-sdk20) A file opened earlier under a name and handed over as a field (f, _ := os.Open("exports/x.jsonl") then
  // Files.New(ctx, …{File: f}), File: fh): the file's path goes with the arguments.
  let handed = '';
  if (/(?:[Ff]ile|[Bb]ody|[Dd]ata|[Cc]ontent|[Ss]tream|[Rr]eader)["']?\s*[:=]\s*[A-Za-z_]\w*/.test(argStr)) for (const [name, path] of fileHandles(s.code)) if (new RegExp(`(?:[Ff]ile|[Bb]ody|[Dd]ata|[Cc]ontent|[Ss]tream|[Rr]eader)["']?\\s*[:=]\\s*${name}\\b`).test(argStr)) handed += `, "file": "${path}"`;
  const looseA = looseArgs(`${boundArgs(s.code, c, argStr).slice(0, 4000)}${handed}`);
  const data = argData(looseA, service, s.comments);
  // (cls-api19) The same acts as over HTTP and through a tool: an outsider given access to a channel, group or team
  // (slack.conversations.inviteShared, a personal mailbox or guest added), bank details written onto a person's or
  // payee's record, a whole organisation or tenant suspended, a campaign's send job, an administrator's key created.
  {
    const w19 = [...nameWords, ...recvWords];
    if (w19.some((w) => /^(?:invite|invites|add|insert|members?|memberships?|guests?|inviteshared|shared|participants?|collaborators?)$/i.test(w)) && !w19.some((w) => /^(?:remove|delete|kick|revoke|uninvite|list|get)$/i.test(w)) && outsiderAdded(w19, looseA)) {
      verb = 'grant';
      data.mods |= M.EXTERNAL;
    }
    if ((verb === 'update' || verb === 'create') && bankDetailsWritten(looseA) && w19.some((w) => PAYEE_RECORD.test(w))) {
      verb = 'pay';
      obj = 'money';
      data.mods |= M.NEW_RECIPIENT;
    }
    if (w19.some((w) => /^(?:add|insert|assign|put)$/i.test(w)) && w19.some((w) => /^(?:groups?|roles?|teams?)$/i.test(w)) && w19.some((w) => /^(?:users?|members?|memberships?|principals?)$/i.test(w)) && strings(looseA).some((x) => /^(?:group_?id|groupid|group|group_?key|groupkey|group_?name|role|role_?id|roleid|team|team_?id)$/i.test(x.key) && /admin|owner|superuser|root/i.test(x.value))) {
      verb = 'grant';
      obj = 'privilege';
      data.mods |= M.ADMIN;
    }
    // (cls-sdk20) A user made an administrator (Google Directory make_user_admin / makeAdmin), or users assigned to a role
    // whose id or name says admin (Auth0 roles.assignUsers({ id: "rol_SuperAdmin" }, …)): administrator rights granted.
    if ((nameWords.includes('make') && nameWords.some((w) => /^(?:admin|superadmin|owner)$/i.test(w)) && !/\bstatus["']?\s*[:=]\s*(?:false|False)\b/.test(argStr)) || (w19.some((w) => /^(?:assign|assignusers|add)$/i.test(w)) && w19.some((w) => /^roles?$/i.test(w)) && /["'`][^"'`\n]{0,60}(?:admin|owner|superuser)[^"'`\n]{0,60}["'`]/i.test(argStr))) {
      verb = 'grant';
      obj = 'privilege';
      data.mods |= M.ADMIN;
    }
    if (wholeSuspended(nameWords.length > 1 ? nameWords : w19)) {
      verb = 'stop';
      obj = obj ?? 'whole';
    }
    if ((verb === 'create' || verb === 'run' || verb === 'schedule' || verb === 'update') && w19.some((w, i, ws) => /^(?:send|sends|dispatch|deliver|schedule)$/i.test(w) && !/^single$/i.test(ws[i - 1] ?? '')) && w19.some((w) => MASS_MESSAGE.test(w)) && !w19.some((w) => /^(?:tests?|previews?|drafts?|cancel|unschedule|list|get)$/i.test(w))) {
      verb = 'send';
      obj = 'message';
    }
    if (verb === 'create' && adminCredential(w19)) data.mods |= M.ADMIN;
    // A batch method given its removals by key (woo.products.batch({"delete": [101, 102]}), as the REST …/batch reads).
    const batchOp = verb === 'create' || verb === 'update' || verb === 'run' ? batchBodyOp(looseA) : undefined;
    if (batchOp) {
      verb = batchOp.verb;
      obj = obj ?? 'record';
      scope = batchOp.all ? 'all' : batchOp.count === 1 ? 'one' : 'some';
    }
    const free = verb === 'create' || verb === 'update' || verb === 'price' ? makesFree(looseA, verb === 'create') : undefined;
    if (free) {
      if (verb !== 'create' || free.all) verb = 'price';
      obj = 'price';
      data.mods |= M.MASS | (free.all ? M.PERMANENT : 0);
      if (free.all) scope = 'all';
    }
  }
  // (cls-code14) An HTTP post whose URL the reader cannot see (requests.post(url, data='amount=…&currency=…')) carrying an
  // amount with a currency or a payee moves that money.
  if (verb === 'send' && /^(?:post|put)$/i.test(c.name) && data.usd > 0 && /\b(?:currency|destination|charge|payee|recipient|iban|account)\b/i.test(argStr)) {
    verb = 'pay';
    obj = 'money';
  }
  // (cls-api18) A send or transfer counted in a crypto asset ({"asset": "ETH", "amount": "max"}, currency: "USDC") moves
  // that money, as the same call handed to a tool does; a message carries none.
  if ((verb === 'send' || verb === 'create' || verb === 'move') && data.usd > 0 && /["']?(?:asset|currency|coin|token|symbol)["']?\s*[:=]\s*["'](?:BTC|ETH|USDC|USDT|SOL|DAI|XRP|LTC|ADA|DOGE|MATIC|BNB|AVAX|WBTC|WETH)["']/i.test(argStr)) {
    verb = 'pay';
    obj = 'money';
  }
  // (cls-api18) An app, site, workspace or organisation transferred, or its ownership (bitbucket.workspace.transfer_ownership,
  // heroku.apps.transfer): the company's own thing changes hands, as the tool, CLI and REST forms read.
  if ((verb === 'pay' || verb === 'grant' || verb === 'update' || verb === 'move') && !data.usd && [...nameWords, ...recvWords].some((w) => /^transfers?$/i.test(w)) && [...nameWords, ...recvWords].some((w) => /^(?:apps?|applications?|sites?|workspaces?|ownership|organi[sz]ations?|orgs?|projects?|teams?|spaces?|stores?|shops?|repos?|repositor(?:y|ies))$/i.test(w))) {
    verb = 'pay';
    obj = /^repo/i.test([...nameWords, ...recvWords].find((w) => /^repo/i.test(w)) ?? '') ? 'repo' : 'whole';
  }
  // (cls-api18) A card's or a person's spending limit set with an amount (ramp.cards.update_spending_limit({amount: 50000})):
  // a budget change, bulk for every user, as the same call handed to a tool reads.
  const spendWords = [...nameWords, ...recvWords].filter((w) => /^(?:spend|spending|limits?|allowances?|caps?|cards?|budgets?)$/i.test(w));
  if (data.usd > 0 && (verb === 'update' || verb === 'create') && spendWords.length >= 2 && spendWords.some((w) => /^(?:spend|spending|limits?|allowances?|caps?)$/i.test(w))) {
    verb = 'pay';
    obj = 'money';
    if (data.everything || /["']?\w*(?:ids?|users?)["']?\s*[:=]\s*["'](?:all|\*)["']/i.test(argStr)) scope = 'some';
  }
  // (cls-api18) A data pipeline's source, connection or sync deleted, reset or resynced (fivetran.resync_connector,
  // hightouch.delete_sync), as its REST call reads.
  const pipe = pipelineAct(service, [...nameWords, ...recvWords], verb);
  if (pipe) {
    verb = pipe.verb;
    obj = pipe.obj;
    if (pipe.scope && (scope ?? 'one') === 'one') scope = pipe.scope;
  }
  // (cls-holes19) Closing, cancelling, archiving or switching off every item (tickets.close(ids="*")) is every item too.
  if (data.everything && /^(?:delete|update|empty|close|cancel|archive|disable|suspend|revoke)$/.test(verb ?? '')) scope = 'all';
  // (cls-api18) A removal or change selected by a filter or search expression (okta.users.deactivate({search: '…'}),
  // archive({filter: …})): every item that matches, a set, as the same call handed to a tool reads.
  else if ((scope ?? 'one') === 'one' && data.filtered && /^(?:delete|empty|archive|disable|suspend|cancel|revoke|update)$/.test(verb ?? '') && !/\b(?:ids?|[a-z]+_ids?|[a-z]+Ids?)["']?\s*[:=]/.test(argStr)) scope = 'some';
  // A row-level bulk call (delete_many, deleteMany, update_many, delete_by_query) or a data-access repository's delete is
  // judged by its filter: an empty one ({}, match_all) is every row, a criterion other than a key is a filtered set.
  // The store the receiver names (db.events.delete_many) holds those rows; it is not what is deleted.
  if ((verb === 'delete' || verb === 'update') && (/(?:Many|_many|[Bb]y_?[Qq]uery)$/.test(c.name) || dao)) {
    const filter = filterKind(argStr);
    if (filter === 'empty') scope = 'all';
    else if (filter === 'criteria' && scope === 'one') scope = 'some';
    if ((obj === 'database' || obj === undefined || obj === 'unknown') && !dao) obj = 'record';
  }
  // A Many call given an empty filter after its context (Go: coll.DeleteMany(ctx, bson.M{}), bson.D{}): every document.
  if ((verb === 'delete' || verb === 'update') && /Many$/.test(c.name) && /^\s*\w+\s*,\s*(?:bson\.[MD]|primitive\.[MD]|map\[string\]interface\{\}|map\[string\]any)\s*\{\s*\}\s*(?:,|$)/.test(argStr)) scope = 'all';
  // Firestore's recursiveDelete(collection('users')): the collection and every document under it.
  if (/^recursive_?[Dd]elete$/.test(c.name) && /\bcollection\(\s*["'`]([^"'`]+)["'`]\s*\)\s*\)?\s*$/.test(argStr)) {
    verb = 'delete';
    obj = 'record';
    scope = 'all';
  }
  // Diesel: delete(table.filter(…)) deletes the filtered rows, not the table.
  if (verb === 'delete' && /^(?:\w+\.)?table\.filter\(/.test(argStr.trim())) {
    obj = 'record';
    scope = 'some';
  }
  // update(state: closed), issues.update(state='closed'): the state set is the operation.
  // (cls-code16) Not when every row of a table is rewritten (updateMany({}, {$set: {status: 'cancelled'}}),
  // Order.objects.update(status='cancelled')): that is a whole table changed, as UPDATE … SET without WHERE.
  if (data.state && (verb === 'update' || verb === 'create') && !(verb === 'update' && scope === 'all' && (obj === 'record' || obj === 'table'))) verb = data.state;
  // A protection named by its key set off (require_mfa=False), or retention cut to days: the control is weakened.
  if (data.control && (verb === 'update' || verb === 'create' || verb === 'disable')) {
    verb = data.control.verb;
    obj = data.control.obj;
  }
  // (cls-code14) A refund or cancellation made for each item of an unfiltered listing of charges, subscriptions or
  // payments (PHP's foreach (…->all([…])->autoPagingIterator() as $c), JS's for await (… of stripe.charges.list(…)),
  // Ruby's find_each(&:cancel!)) is every customer's money at once, whatever the loop variable is called.
  if (s.loop && s.everyScope && (verb === 'refund' || verb === 'cancel' || verb === 'charge') && /\b(?:charges?|subscriptions?|payment_?intents?|paymentIntents|payments)\b|\b(?:Charge|Subscription|PaymentIntent|Payment)(?:Service|List\w*|Options|s)?\b/.test(s.code)) {
    scope = 'all';
    obj = 'money';
  }
  // Voiding or cancelling an invoice or order cancels a bill; it moves no money.
  if (verb === 'cancel' && /invoice|order|quote/.test(service)) obj = 'record';
  if (obj === 'money' && (verb === 'send' || verb === 'approve' || verb === 'run')) verb = 'pay';
  // Test-mode billing objects move no real money: cancelling or deleting them is acting on records.
  if (obj === 'money' && (data.mods & M.TEST_MODE) && (verb === 'cancel' || verb === 'delete' || verb === 'update')) obj = 'record';
  let mods = s.mods | data.mods | (massSend ? M.MASS : 0);
  // A file of people's data attached to a message to another domain's address leaves the company (as in a tool call).
  if (verb === 'send' && personalDataMailedOut(looseArgs(argStr.slice(0, 4000)))) mods |= M.PII | M.EXTERNAL;
  // (cls-api18) A message whose text writes out a password or key ("the prod db password is Xk9#…") shares that secret.
  if (verb === 'send' && SAID_SECRET.test(argStr.slice(0, 4000))) mods |= M.SECRET;
  // cls-over15: a mail transport that delivers nowhere (nodemailer jsonTransport/streamTransport, SendGrid's sandboxMode
  // enabled, an Ethereal test account): what this send "sends" reaches no one. Only the send: other calls keep their reading.
  if (verb === 'send' && MAIL_NOWHERE.test(s.code) && !(mods & M.LIVE)) mods |= M.TEST_MODE;
  // apps.destroy(…), app('x').delete(), DeleteApp: a whole hosted app, judged like the CLI's apps:destroy.
  // (Kubernetes' "apps" API group — AppsV1Api, clientset.AppsV1() — names no hosted app: its Deployments are one resource each.)
  if ((verb === 'delete' || verb === 'wipe') && (obj === 'service' || obj === 'whole' || obj === undefined) && [...nameWords, ...recvWords].some((x) => /^(?:apps?|applications?)$/i.test(x)) && !/\bApps?V\d|namespaced/i.test(`${recv}.${c.name}`)) {
    obj = 'service';
    mods |= M.APP;
  }
  if (/0\.0\.0\.0\/0/.test(argStr)) mods |= M.PUBLIC;
  else if (/\/32["']/.test(argStr)) mods |= M.NARROW;
  if (verb === 'grant' && ADMIN_PRINCIPAL.test(argStr)) mods |= M.ADMIN;
  // (lead20) Settings passed that only switch protections on (auth0.guardian.update_factor("otp", {"enabled": True}),
  // client.update_policy(enforce=True)) harden, as the same keys do in a tool call or a cloud CLI.
  if (verb === 'update' || verb === 'disable' || verb === 'enable' || verb === 'weaken') {
    const pairs = strings(looseArgs(argStr.slice(0, 2000)));
    // (A bare "enabled": true counts when the call itself names a protection: a factor, MFA, encryption, an audit policy.)
    const bare = PROTECTION_CALL_L20.test(`${c.rawRecv}${c.name}`) ? pairs.filter((x) => /^(?:enabled?|active|enforced?|required)$/i.test(x.key)) : [];
    if (onlyHardens(switchesOf(pairs)) || (bare.length > 0 && bare.every((x) => /^(?:true|1|yes|on)$/i.test(x.value)))) mods |= M.PROTECT_ON;
  }
  if (/\blive\b|sk_live|livemode\s*[:=]\s*(?:true|True)/i.test(`${s.comments} ${argStr}`) && !(mods & M.TEST_MODE)) mods |= M.LIVE;
  // The amount is money wherever it sits: refund("txn_1", 250000), Transaction.refund("t", "35000.00"), transfer(to, 1_500_000).
  let positionalUsd = 0;
  if (!data.usd && (verb === 'pay' || verb === 'refund' || verb === 'charge' || obj === 'money')) {
    for (const [k, v] of Object.entries(looseArgs(argStr.slice(0, 1000)))) {
      const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
      if (!/^\$\d+$/.test(k) || !/^\d{1,3}(?:_\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(raw)) continue;
      let n = Number(raw.replace(/_/g, ''));
      if (CENT_PROVIDERS.test(service) && !raw.includes('.')) n /= 100;
      positionalUsd = Math.max(positionalUsd, n);
    }
  }
  // A builder's amount setter anywhere in the snippet (RefundCreateParams.builder().setAmount(480000L)): Stripe's
  // *CreateParams builders take minor units.
  if (!data.usd && !positionalUsd && (verb === 'pay' || verb === 'refund' || verb === 'charge' || obj === 'money')) {
    for (const g of s.code.matchAll(/\.(?:set)?(?:[Aa]mount|[Uu]nit[Aa]mount|[Aa]mount[Cc]ents|[Aa]mount[Ii]n[Cc]ents)\s*\(\s*(\d[\d_]*(?:\.\d+)?)[Ll]?\s*\)/g)) {
      const raw = (g[1] as string).replace(/_/g, '');
      let n = Number(raw);
      if ((CENT_PROVIDERS.test(service) || /\b[A-Z]\w*CreateParams\b|[Cc]ents/.test(s.code)) && !raw.includes('.')) n /= 100;
      positionalUsd = Math.max(positionalUsd, n);
    }
  }
  // (lead18) Crypto amounts in code: parseEther("40"), toWei("40", "ether") are ether (priced as the wallet CLIs price it);
  // a value taken from the wallet's own balance (getBalance(…) then value: bal - fee) is everything in it. A large amount
  // to an address written out is a new recipient, as cryptoPay holds for the CLIs.
  if (!data.usd && !positionalUsd && (verb === 'pay' || obj === 'money')) {
    const eth = /\b(?:parseEther|toWei)\s*\(\s*["'`]?(\d[\d_]*(?:\.\d+)?)/.exec(argStr) ?? /\b(?:parseEther|toWei)\s*\(\s*["'`]?(\d[\d_]*(?:\.\d+)?)/.exec(s.code);
    if (eth) positionalUsd = Number((eth[1] as string).replace(/_/g, '')) * 1000;
    const balVar = /\b(?:const|let|var)?\s*(\w+)\s*=\s*(?:await\s+)?[\w.]*(?:getBalance|balanceOf|get_balance)\s*\(/.exec(s.code)?.[1];
    if (balVar && new RegExp(String.raw`\bvalue\s*[:=]\s*${balVar}\b`).test(argStr)) positionalUsd = Math.max(positionalUsd, HUGE_USD);
    if (positionalUsd >= LARGE_USD && /\b0x[0-9a-fA-F]{40}\b/.test(argStr)) mods |= M.NEW_RECIPIENT;
  }
  // A send named for many recipients (sendBulk, send_batch, sendMulticast, broadcast) or given a whole listing ($subscribers->all(), all_users): mass.
  if (verb === 'send' && (nameWords.some((w) => /^(?:bulk|batch|mass|multicast|broadcast|many|all)$/.test(w)) || /(?:\.|::|->)(?:all|findAll|find_all|findMany|find_many|getAll|get_all)\s*\(\s*\)|\ball_?(?:users|customers|subscribers|members|contacts|employees|recipients)\b|\b[A-Z]\w*\.all\b|\beveryone\b/.test(argStr) || /\b(?:to|cc|bcc|recipients?)\s*\(\s*(?:\$?\w+\.)?[A-Z]\w*\.(?:all|findAll|find_all|findMany|get|cursor)\s*\(\s*\)\s*\)\s*\.\s*$/.test(s.code.slice(Math.max(0, c.at - 160), c.at + c.rawRecv.length)))) mods |= M.MASS;
  // (cls-sdk21) A payment handed names bound earlier to other calls (destination=acct.id with acct = stripe.Account.create(…),
  // quote_uuid=quote.id with quote = wise.quotes.create(…, target_amount=85000)): a payee created in the same code is a new
  // recipient, and the amount is the one given to that earlier call (a name holding a number is resolved).
  if (verb === 'pay' || verb === 'refund' || obj === 'money') {
    let guard = 0;
    for (const m of argStr.matchAll(/\b([a-z_]\w{0,40})(?:\.(?:id|ID|Id|uuid|Uuid|UUID)\b|\[\s*["'](?:id|uuid)["']\s*\])/g)) {
      if (guard++ > 6) break;
      const bound = new RegExp(`\\b${m[1] as string}\\s*:?=\\s*(?:await\\s+)?([\\w.]{1,80})\\s*\\(([^()]{0,600})\\)`).exec(s.code);
      if (!bound) continue;
      const callee = bound[1] as string;
      if (/(?:recipient|beneficiar|payee|counterpart|bank_?account|external_?account)\w*\.create|(?:^|\.)(?:Account|accounts|Recipient|Beneficiary|Payee|Counterparty)\w*\.create|\.create_?(?:recipient|beneficiary|payee|counterparty)/i.test(callee)) mods |= M.NEW_RECIPIENT;
      if (data.usd || positionalUsd) continue;
      const am = /\b(?:target_?amount|source_?amount|targetAmount|sourceAmount|amount)\s*[:=]\s*(\d[\d_]*(?:\.\d+)?|[a-z_]\w*)/.exec(bound[2] as string);
      if (!am) continue;
      let raw = am[1] as string;
      if (!/^\d/.test(raw)) raw = new RegExp(`\\b${raw}\\s*:?=\\s*(\\d[\\d_]*(?:\\.\\d+)?)\\b`).exec(s.code)?.[1] ?? '';
      if (!raw) continue;
      let n = Number(raw.replace(/_/g, ''));
      if (CENT_PROVIDERS.test(`${callee} ${service}`) && !raw.includes('.')) n /= 100;
      positionalUsd = Math.max(positionalUsd, n);
    }
  }
  const usd = Math.max(s.usd, data.usd, positionalUsd);
  const count = Math.max(s.count, data.count);
  // A flag that only checks or previews (dry_run=True, DryRun=True, validate_only) changes nothing.
  if (data.dry) verb = 'dryrun';
  // A push forced (GitPython push(force=True), JGit setForce(true), nodegit/isomorphic-git force: true, a '+main:main' refspec) rewrites the remote's history.
  if (verb === 'push' && /\bforce\s*[:=]\s*(?:true|True|1)\b|\bsetForce\s*[=(]\s*true|["'`]\+(?:refs\/heads\/)?[\w/.-]+(?::[\w/.-]+)?["'`]|--force\b|force_?with_?lease|ForceWithLease/i.test(`${argStr} ${c.rawRecv}`)) mods |= M.FORCE;
  // Setting an administrator role on an account or member grants privileges.
  // (cls-code14: every row set to administrator, User.update_all(admin: true), stays the update of every record, which it is.)
  if ((verb === 'update' || verb === 'create') && mods & M.ADMIN && scope !== 'all' && /\b(?:role|roles|admin|is_?admin|permission|permissions|group|access_?level)\b/i.test(argStr)) {
    verb = 'grant';
    obj = 'privilege';
  }
  // private: false, visibility: 'public', make_public(): the resource is opened to everyone.
  if (/^(?:make|set)_?public$|^makePublic$|^publish_?acl$/i.test(c.name)) mods |= M.PUBLIC;
  if ((verb === 'update' || verb === 'create' || nameWords[0] === 'make' || nameWords[0] === 'set') && mods & M.PUBLIC && !(mods & M.LINK) && !/0\.0\.0\.0\/0/.test(argStr)) verb = 'expose';
  // A container named for customer or user data (acme-customer-exports, user-uploads) holds personal data.
  if ((verb === 'expose' || mods & M.PUBLIC) && /(?:customer|user|patient|employee|member|subscriber|payroll|client)s?[-_ ]?(?:data|exports?|uploads?|records|files|pii|backups?)|\b(?:patients?|medical|health|hr|payroll)[-_]/i.test(`${c.rawRecv} ${argStr} ${s.literals}`)) mods |= M.PII;
  // A setting that protects accounts (an MFA or password policy) is a security control, whatever the API calls it.
  if ((obj === 'privilege' || obj === 'config' || obj === 'unknown' || obj === undefined) && /\b(?:mfa|2fa|two_?factor|totp|otp|sso|password)[_ ]?(?:polic|enforc|requir|setting)/i.test(`${c.name} ${splitName(argStr.slice(0, 200)).join(' ')}`)) obj = 'security';
  // (cls-sdk20) A sign-in control removed in an identity SDK (Graph conditionalAccess().policies()…delete(), a user's
  // Authentication.MicrosoftAuthenticatorMethods[…].DeleteAsync(), Okta factors, security defaults): the same act as over
  // HTTP, a security control weakened.
  if ((verb === 'delete' || verb === 'disable' || verb === 'revoke') && /conditional_?access|authentication_?methods?|authenticator_?methods?|security_?defaults|(?:mfa|otp|totp|webauthn|fido2?)_?(?:devices?|factors?|methods?)|(?:^|\.)factors?\b/i.test(`${c.rawRecv.replace(/["'`][^"'`\n]*["'`]/g, '')}.${c.name}`)) obj = 'security';
  // (cls-sdk20) A group deleted through an identity SDK (graphClient.Groups["id"].DeleteAsync(), okta groupApi.deleteGroup,
  // Keycloak groups().group(id).remove(), Google directory.groups().delete) takes that access from every member, as over HTTP.
  if (verb === 'delete' && [...nameWords, ...recvWords].some((w) => /^groups?$/i.test(w)) && !nameWords.some((w) => /^(?:users?|members?|memberships?|owners?|principals?|ref)$/i.test(w)) && !/\.(?:[Mm]embers|[Oo]wners|[Uu]sers)\b/.test(c.rawRecv) && /graph|okta|keycloak|directory|scim|auth0|onelogin|jumpcloud|realm|entra|azuread|identity/i.test(`${c.rawRecv} ${s.code.slice(0, 600)}`)) {
    verb = 'revoke';
    obj = 'group';
    if (scope === 'one') scope = 'some';
  }
  // (cls-sdk20) An instance or cluster of a managed database service, or one named for a database
  // (instance_admin_client.delete_instance(name="…/instances/prod-db"), DeleteInstance(…{Name: "…/prod-db"})): the database.
  if (verb === 'delete' && [...nameWords, ...recvWords].some((w) => INSTANCE_WORD.test(w)) && (DB_SERVICE.test(`${c.rawRecv} ${c.name}`) || DB_NAMED.test((/["'`]([^"'`\n]{1,200})["'`]/.exec(argStr)?.[1] ?? '').split('/').pop() ?? ''))) obj = 'database';
  // A container deleted whole with what it holds: delete_container('backups'), delete_bucket('audit-logs').
  // So is the container itself deleted by a bare delete on its client (GetBlobContainerClient("prod-backups").DeleteAsync(), storage.bucket('nightly-backups').delete()).
  const containerRecv = /(?:^|\.)(?:[Bb]ucket|\w*Container\w*|[Ss]hare\w*|[Vv]ault)\s*\([^()]*\)\s*\.\s*$/.test(c.rawRecv) || /\b(?:Get)?(?:Blob)?Container(?:Client)?\s*\(/.test(c.rawRecv);
  if (verb === 'delete' && (obj === 'backup' || obj === 'audit' || obj === 'log') && (nameWords.some((w) => /^(?:containers?|buckets?|vaults?|shares?|tables?|databases?|indices|indexes|index|folders?|directory|directories|groups?|repositor(?:y|ies))$/.test(w)) || containerRecv && nameWords.every((w) => /^(?:delete|remove|destroy|async|drop)$/.test(w)))) scope = 'all';
  // (cls-code19) A private key or credentials file uploaded into storage (s3.upload_file("~/.ssh/id_ed25519", …),
  // put_object(Body=open("~/.aws/credentials")), blob.upload_from_filename(key), PutObjectCommand({ Body: readFileSync(key) }),
  // upload_blob(f) of a key opened as f): the secret is exported, as aws s3 cp of it is.
  if ((verb === 'upload' || verb === 'create' || verb === 'update') && /upload|put_?object|PutObject|files_upload|filesUpload|upload_blob|UploadBlob|uploadData|uploadFile|put$/i.test(`${c.rawRecv} ${c.name}`) && uploadsKeyFile(s.code, argStr)) {
    verb = 'upload';
    mods |= M.SECRET;
  }
  // Personal data uploaded to a third-party service (an AI provider, an unknown SaaS) leaves the company; its own storage does not.
  if ((verb === 'create' || verb === 'upload') && mods & M.PII && /\b[oO]pen\s*\(|[Ff]ile\s*[:=]/.test(argStr) && !/s3|storage|blob|bucket|gcs|azure|drive|sharepoint|onedrive|dropbox|box\b|minio/i.test(`${c.rawRecv} ${c.name}`)) {
    verb = 'export';
    mods |= M.EXTERNAL;
  }
  // Mail forwarded to an outside address: every later message leaves the company.
  if ((verb === 'create' || verb === 'update') && mods & M.EXTERNAL && /forward/i.test(`${c.rawRecv} ${c.name} ${argStr.slice(0, 200)}`)) {
    verb = 'export';
    mods |= M.PII;
  }
  // A campaign, single send or newsletter goes to a whole list.
  if ((verb === 'send' || verb === 'schedule') && [...nameWords, ...recvWords].some((w) => MASS_MESSAGE.test(w))) {
    verb = 'send';
    mods |= M.MASS;
  }
  // GORM's Delete(&Model{}, conds…) deletes rows of the model's table (a gorm.Session is a setting, not session data): a key
  // argument is one row, a Where a filtered set, AllowGlobalUpdate or an always-true condition every row.
  const gorm = c.name === 'Delete' ? /^\s*&\s*[A-Z]\w*\s*\{\s*\}\s*(?:,\s*([\s\S]+))?$/.exec(argStr) : null;
  if (gorm) {
    verb = 'delete';
    obj = 'record';
    const chain = c.rawRecv;
    if (/AllowGlobalUpdate\s*:\s*true/.test(chain) || ALWAYS_TRUE_WHERE.test(c.rawRecv)) scope = 'all';
    else if (gorm[1]) scope = /^\s*(?:\[\]|\w+\s*\{|\[)/.test(gorm[1]) ? 'some' : 'one';
    else scope = /\bWhere\s*\(/.test(c.rawRecv) ? 'some' : 'all';
  }
  // A condition every row meets (Where("1 = 1"), Where(o => true), DeleteMany(_ => true)) narrows nothing.
  if ((verb === 'delete' || verb === 'update') && (ALWAYS_TRUE_WHERE.test(c.rawRecv) || /^\s*\(?\s*\w*\s*\)?\s*=>\s*true\s*$|^\s*lambda\s*\w*\s*:\s*True\s*$/.test(argStr))) scope = 'all';
  // deleteOne / findOneAndDelete / update_one on a collection act on the one document the filter finds (any driver), never on
  // the collection itself; findOneAndDelete is a delete, not a find.
  if (/^(?:deleteOne|delete_one|DeleteOne|updateOne|update_one|UpdateOne|replaceOne|replace_one|ReplaceOne|findOneAnd(?:Delete|Remove|Update|Replace)|find_one_and_(?:delete|update|replace)|FindOneAnd(?:Delete|Update|Replace))(?:Async)?$/.test(c.name)) {
    if (verb === 'read' || verb === undefined) verb = /delete|remove/i.test(c.name) ? 'delete' : 'update';
    // (A listing fed to a loop keeps its scope: a model's deleteOne over every listed document is every document.)
    if (!model && (obj === 'table' || obj === 'database' || obj === undefined || obj === 'unknown')) {
      obj = 'record';
      scope = 'one';
    }
  }
  // deleteMany / update_many on a collection acts on the documents its filter matches, not on the collection itself.
  if (!model && (obj === 'table' || obj === 'record') && /(?:many|Many|_many)$/.test(c.name) && (verb === 'delete' || verb === 'update' || verb === 'empty')) {
    obj = 'record';
    scope = scope === 'all' || data.everything || /^\s*(?:\{\s*\})?\s*(?:,|$)/.test(argStr) ? 'all' : 'some';
  }
  // create_downtime, createSilence, schedule_maintenance: monitoring muted for what it matches (as over HTTP).
  if ((verb === 'create' || verb === 'update' || verb === 'schedule') && nameWords.some((w) => MUTE_WORDS.test(w))) {
    // (cls-api19) Narrowed to named alerts or one monitor for less than a day: one alert muted for a while (destructive).
    verb = silenceNarrow(looseA) ? 'disable' : 'weaken';
    obj = 'config';
  }
  // bulkUpdateTickets, batch_close, mass_cancel: a set of items, never one.
  // So is a method of a batch client (hubspot.crm.contacts.batchApi.archive, client.bulk.delete; cls-sdk20: simple_salesforce sf.bulk.Contact.hard_delete, sf.bulk2.Lead.delete).
  const recvLast = splitName(c.receiver.replace(/\.$/, '').split(/[.:>-]+/).pop() ?? '');
  // (cls-code14) Every file of a bucket deleted with no query (GCS bucket.deleteFiles()), and a container or bucket client
  // deleted as a whole (Azure containerClient.delete(), bucketClient.delete()): the whole store.
  if (verb === 'delete' && /^(?:deleteFiles|delete_files|deleteBlobs|delete_blobs)$/.test(c.name) && !/\b(?:prefix|matchGlob|match_glob|versions|startOffset)\b/.test(argStr) && argStr.trim() === '') {
    scope = 'all';
    // (Every object of a bucket is the bucket emptied: LABELS' whole store.)
    if (/\b[Bb]ucket\s*\(|\bget_bucket\s*\(|\bContainerClient\b|\bcontainer_client\b/.test(c.rawRecv)) obj = 'bucket';
  }
  else if (verb === 'delete' && /^(?:deleteFiles|delete_files)$/.test(c.name) && /\b(?:prefix|matchGlob|match_glob)\b/.test(argStr)) scope = 'some';
  if (verb === 'delete' && /^(?:delete|deleteIfExists|delete_container|deleteContainer)$/.test(c.name) && argStr.trim() === '' && /(?:^|\.)(?:\w*[Cc]ontainer[Cc]lient|container_client|\w*[Bb]ucket[Cc]lient|bucket_client)\.$/.test(c.receiver)) {
    obj = 'bucket';
    scope = 'all';
  }
  // (cls-code14) Laravel's schema builder: Schema::drop('users') / dropIfExists drop that table, dropAllTables every table.
  if (/(?:^|\.)Schema$/.test(recv) && /^drop(?:IfExists|AllTables|AllViews)?$/.test(c.name)) {
    verb = 'delete';
    obj = /^dropAll/.test(c.name) ? 'database' : 'table';
    scope = /^dropAll/.test(c.name) ? 'all' : 'one';
  }
  // (cls-code14) Ecto's delete_all / update_all over a query with a where: clause acts on the rows it matches.
  if (scope === 'all' && /^(?:delete_all|update_all)$/.test(c.name) && /\bwhere:\s*\S/.test(argStr)) scope = 'some';
  if (scope === 'one' && (nameWords.some((w) => /^(?:bulk|batch|mass)$/.test(w)) || recvLast.some((w) => /^(?:bulk|batch)$/.test(w)) || /(?:^|\.)(?:bulk2?|batch)\.[A-Z]\w*\.$/.test(c.receiver)) && verb !== 'read' && verb !== 'dryrun') scope = 'some';
  // A pod deleted by name is recreated by its controller: a restart, not a loss.
  if (verb === 'delete' && scope === 'one' && nameWords.includes('pod')) {
    verb = 'restart';
    obj = 'service';
  }
  // Deleting a monitor or an alert rule removes monitoring that protects recovery.
  if (verb === 'delete' && (obj === 'config' || obj === 'unknown' || obj === undefined) && [...nameWords, ...recvWords].some((w) => MONITOR_WORDS.test(w))) verb = 'weaken';
  // Deactivating an MFA or password policy turns a protection off; it removes no one's access.
  if (obj === 'security' && (verb === 'revoke' || verb === 'suspend' || verb === 'delete' || verb === 'cancel')) verb = 'disable';
  // (cls-sdk21) A deletion named as past the trash (files_permanently_delete, permanentlyDelete, hard_delete): it cannot be restored.
  if (verb === 'delete' && nameWords.some((w) => /^(?:permanently|permanent|hard)$/i.test(w))) mods |= M.PERMANENT;
  const act: Act = { verb, obj: obj ?? 'unknown', scope, mods, usd: usd || undefined, count: count || undefined, what: snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 70) };
  const named = prodFleet ? 'prod' : targetEnv(data.target);
  if (named) act.env = named;
  // A test-mode key or sandbox host is a test environment.
  if (mods & M.TEST_MODE) act.env = 'dev';
  return act;
}
