// Program code (python -c, node -e, ruby -e, perl -e, php -r, deno eval, SDK
// snippets in Python, JavaScript, Go, Ruby, Java, C#, a Rails console, a
// Mongo shell): every call is read as an operation by its name and receiver
// (shutil.rmtree, fs.rmSync, FileUtils.rm_rf, boto3 delete_table,
// `new DeleteTableCommand`, stripe.Refund.create, record.delete), loops make
// it bulk, unfiltered listings make it "every", string literals holding SQL
// or shell commands are read as such, and comments give context.
import { detectEnv, pathKind } from '../context';
import { f, type Finding, readSecret, snippet, unplacedRun, withChange } from '../findings';
import { ADMIN_PRINCIPAL, judge, M, type Act, type Verb } from '../meaning';
import { deletionFinding } from '../rules/shell';
import { analyzeMongo } from '../rules/data';
import type { Ctx } from '../rules/types';
import { decodeBase64 } from '../text/codec';
import { forWords } from '../text/normalize';
import { readFileChange } from './files';
import { readProse } from './prose';
import { readOp, splitName } from './words';

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

function calls(code: string): Call[] {
  const out: Call[] = [];
  const re = /(?:\bnew\s+)?((?:[A-Za-z_$][\w$]*\s*(?:\([^()]{0,200}\))?\s*\.\s*){0,6})([A-Za-z_$][\w$]*)\s*(?:\(|\{(?=\s*[A-Z]\w*\s*:))/g;
  let m: RegExpExecArray | null;
  let guard = 0;
  while ((m = re.exec(code)) && guard++ < 400) {
    const name = m[2] as string;
    if (NOISE.test(name) && !(m[1] as string).trim()) continue;
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
    out.push({ name, receiver: (m[1] as string).replace(/\([^()]*\)/g, '').replace(/\s/g, ''), args: code.slice(open + 1, end), at: m.index, rawRecv: m[1] as string });
  }
  return out;
}

const WRITE_CALL = /^(?:writeFileSync|writeFile|appendFileSync|appendFile|write_text|write_bytes|file_put_contents|WriteAllText|WriteAllBytes|AppendAllText|WriteFile|write|outputFileSync|outputFile)$/;
const COMMENT = /(?:^|\s)(?:#(?![{![])|\/\/|--\s)([^\n]*)/g;
const STRING = /"((?:[^"\\\n]|\\.){0,2000})"|'((?:[^'\\\n]|\\.){0,2000})'|`([^`]{0,2000})`/g;
const SQLISH = /^\s*(?:select|insert|update|delete|drop|truncate|alter|create|grant|revoke|merge|with|copy|vacuum|unload|summarize)\b/i;
const EXEC_CALL = /^(?:system|popen|exec|execSync|execFileSync|spawn|spawnSync|execa|run|call|check_call|check_output|Popen|shell_exec|passthru|proc_open|Command|exec_command|sh|bash|os_system|Start-Process)$/;
const RM_CALL = /^(?:rmtree|remove|unlink|unlinkSync|rmSync|rm|rmdir|rmdirSync|rm_rf|rm_r|remove_dir|remove_dir_all|remove_file|RemoveAll|Remove|delete|deleteSync|rimraf|rmrf|safe_rm|Delete|DeleteFile|DeleteDirectory|deleteRecursively|deleteIfExists)$/;
const FS_RECEIVER = /(?:^|\.)(?:shutil|os|os\.path|Path|pathlib|fs|fsp|fs\.promises|FileUtils|File|Dir|Files|Deno|os\.RemoveAll|std::fs|ioutil|rimraf|fse|Directory)\.?$/;
const LISTING = /\.(?:list|all|find|find_all|findAll|getAll|scan|list_objects|list_objects_v2|listObjects|auto_paging_iter|autoPagingEach|paginate|iterator|readDir|readdir|listdir|scandir|walk|glob|each|Items|Reservations|objects\.all)\s*\(\s*(?:\)|no_iter_next|\{\s*\}|limit=|max_results=|per_page=|page_size=)|readDir\(\s*['"]\/['"]|\bDir\[|glob\(|auto_paging_iter|getAllItems|search\.create\(/;

export function readCode(text: string, ctx: Ctx): Finding[] {
  const out: Finding[] = [];
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
  while ((m = STRING.exec(text)) && guard++ < 400) lits.push((m[1] ?? m[2] ?? m[3] ?? '').replace(/\\n/g, '\n'));
  const env = detectEnv(`${text.slice(0, 2000)} ${comments.join(' ')}`);
  const loop = /\bfor\b[^\n]*\b(?:in|of)\b|\.forEach\(|\.each\b|\bwhile\b|\.map\(|for await|\bforeach\b|\bloop\b|\.\.\.ids|\bbatch|chunks\(|array_map\(|\.(?:delete|destroy)_all\b|\bLOOP\b/i.test(text);
  const listing = LISTING.test(text);
  const noFilter = /no filter|without (?:a )?filter|unfiltered/i.test(comments.join(' '));
  const everyScope = (listing && loop) || noFilter || (context.mods & M.MASS) !== 0;
  let mods = context.mods;
  if (/live|sk_live/i.test(`${comments.join(' ')} ${text}`) && !/test/i.test(comments.join(' '))) mods |= M.LIVE;
  // Encoded payloads run by the code: exec(b64decode('…')), eval(atob('…')), os.system(base64.b64decode(…)).
  out.push(...encodedPayloads(text, ctx));
  // Secret environment variables (or the whole environment) printed: their values enter the transcript.
  out.push(...printedSecrets(text));
  // SQL and shell carried in string literals.
  for (const s of lits) {
    if (SQLISH.test(s) && /\s/.test(s)) out.push(...ctx.sql(s));
  }
  for (const c of calls(text)) {
    const recv = c.receiver.replace(/\.$/, '');
    const argStr = c.args.trim();
    // Shell commands run from code.
    if (EXEC_CALL.test(c.name) && (/^(?:os|subprocess|child_process|cp|Runtime|shell|exec|Process|\$|Kernel|Open3|sh|)$|\.$/.test(c.receiver.split('.').slice(-2, -1)[0] ?? '') || /require\(\s*["'](?:node:)?child_process["']\s*\)/.test(c.rawRecv)) || (c.name === 'system' || c.name === 'popen' || c.name === 'shell_exec')) {
      const lit = /["'`]([^"'`]{1,2000})["'`]/.exec(argStr)?.[1];
      const argv = /^\s*\[([^\]]*)\]/.exec(argStr)?.[1];
      const cmd = argv ? (argv.match(/["']([^"']*)["']/g) ?? []).map((x) => x.slice(1, -1)).join(' ') : lit;
      if (cmd) out.push(...ctx.inner(cmd));
      continue;
    }
    // A deletion function mapped over a listing: array_map('unlink', glob(…)), map(os.remove, glob(…)).
    if (/^(?:array_map|array_walk|map|forEach|each|foreach)$/.test(c.name)) {
      const fm = /^\s*["']?((?:[\w$]+\.)*)(\w+)["']?\s*,\s*([\s\S]*)$/.exec(argStr);
      if (fm && RM_CALL.test(fm[2] as string)) {
        const p = pathExpr(fm[3] as string);
        if (p) {
          out.push(...deletionFinding([p], /rmtree|rm_rf|RemoveAll|rimraf/.test(fm[2] as string), true, snippet(`${c.name}(${argStr})`, 60), false).map((x) => withChange(x, { local: true })));
          continue;
        }
      }
    }
    // File deletion by path.
    if (RM_CALL.test(c.name) && (FS_RECEIVER.test(c.receiver) || /require\(\s*["'](?:node:)?(?:fs|fs\/promises|fs-extra|rimraf)["']\s*\)/.test(c.rawRecv) || c.receiver === '' && /^(?:unlink|rmtree|rimraf|rm_rf)$/.test(c.name) || /^["'`]|glob\(|Dir\[|^\/|^[a-z]+\s*\+/.test(argStr))) {
      const pathLit = pathExpr(argStr);
      const recursive = /rmtree|rm_rf|rm_r|RemoveAll|remove_dir_all|rimraf|rmrf|deleteRecursively/.test(c.name) || /recursive\s*[:=]\s*(?:true|True)|-rf?\b/.test(argStr) || /glob|Dir\[|\*/.test(argStr);
      if (pathLit || argStr) {
        const p = pathLit || (/readDir\(\s*['"]\/['"]/.test(text) ? '/' : '');
        if (p) {
          out.push(...deletionFinding([p.replace(/\/\*$/, '/*')], recursive, true, snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 60), false).map((x) => withChange(x, { local: true })));
          continue;
        }
      }
    }
    // A file written from code is judged like any written file: by its path and what it does afterwards.
    if (WRITE_CALL.test(c.name) && (c.name !== 'write' || /^(?:File|IO|Path|fs|Files|open)$/.test(recv.split('.').pop() ?? ''))) {
      const litsOf = (x: string) => [...x.matchAll(/["'`]((?:[^"'`\\]|\\.){0,2000})["'`]/g)].map((y) => y[1] as string);
      // open('/etc/x', 'w').write(text), Path('/etc/x').write_text(text): the path is the receiver's argument.
      const recvLits = /^(?:open|Path|pathlib\.Path|File\.open)\s*\(/.test(c.rawRecv.trim()) ? litsOf(c.rawRecv) : [];
      const lits = recvLits.length ? [recvLits[0] as string, ...litsOf(argStr)] : litsOf(argStr);
      const path = lits[0];
      if (path && /[/\\.~]/.test(path)) {
        out.push(...readFileChange({ path, content: (lits[1] ?? '').replace(/\\n/g, '\n'), tool: snippet(`${recv ? `${recv}.` : ''}${c.name}`, 30) }, ctx));
        continue;
      }
    }
    const nameWords = splitName(c.name);
    const op = readOp(nameWords);
    if (!op.verb || op.verb === 'click') continue;
    let verb: Verb = op.verb;
    const recvWords = splitName(recv);
    const recvOp = readOp(recvWords);
    // stripe.Refund.create(...): the receiver names the money verb.
    if ((verb === 'create' || verb === 'update') && recvOp.verb && (recvOp.verb === 'refund' || recvOp.verb === 'pay' || recvOp.verb === 'charge')) verb = recvOp.verb;
    let obj = op.obj ?? recvOp.obj;
    if (!obj) {
      const argOp = readOp(splitName(argStr.slice(0, 120)));
      obj = argOp.obj;
    }
    let scope: Act['scope'] = op.scope ?? 'one';
    if (everyScope && (loop || noFilter)) scope = 'all';
    else if (loop) scope = 'some';
    if (/\(\s*\{\s*\}\s*[,)]|\(\s*\{\s*\}\s*$|filter\s*[:=]\s*\{\s*\}/.test(`(${argStr})`) && /many|delete|remove|update/i.test(c.name)) scope = 'all';
    if (/drop|dropDatabase|drop_database|truncate/i.test(c.name) && /db|database|collection|table/i.test(`${recv} ${c.name}`)) obj = obj ?? 'table';
    let amods = mods;
    if (/public-read|allUsers|PublicRead|'public'|"public"|acl\s*=\s*["']public/.test(argStr)) amods |= M.PUBLIC;
    if (/0\.0\.0\.0\/0/.test(argStr)) amods |= M.PUBLIC;
    else if (/\/32["']/.test(argStr)) amods |= M.NARROW;
    if (/sandbox|test_mode|sk_test/i.test(argStr)) amods |= M.TEST_MODE;
    if (verb === 'grant' && ADMIN_PRINCIPAL.test(argStr)) amods |= M.ADMIN;
    // Spark / DataFrame overwrite: a static overwrite replaces the whole dataset.
    if (verb === 'overwrite' || /mode\(\s*["']overwrite["']\s*\)/.test(`${recv}(${argStr})`)) continue;
    const act: Act = { verb, obj: obj ?? 'unknown', scope, mods: amods, usd: context.usd || undefined, count: context.count || undefined, what: snippet(`${recv ? `${recv}.` : ''}${c.name}(${argStr})`, 70) };
    if (env.env !== 'unknown') act.env = env.env;
    const x = judge(act);
    if (x && x.level !== 'safe') out.push(x);
    else if (x) out.push(x);
  }
  // DataFrame writes: .write.mode("overwrite").parquet(path) / .saveAsTable(…)
  const ow = /\.mode\(\s*["']overwrite["']\s*\)[\s\S]{0,80}?\.(?:parquet|save|saveAsTable|csv|json|orc|insertInto|format)\(\s*["']?([^"')]*)/.exec(text);
  if (ow) {
    const dynamic = /partitionOverwriteMode["']?\s*,\s*["']dynamic/.test(text);
    const target = ow[1] ?? '';
    const tEnv = detectEnv(target);
    const act: Act = { verb: 'delete', obj: dynamic ? 'record' : 'table', scope: dynamic ? 'some' : 'all', mods, what: snippet(`overwrite ${target}`, 60) };
    if (tEnv.env !== 'unknown') act.env = tEnv.env;
    const x = judge(act);
    if (x) out.push(withChange(x, { reason: `${dynamic ? 'overwrites partitions of' : 'overwrites the whole'} dataset ${snippet(target, 50)}` }));
  }
  if (out.length === 0) {
    const words = forWords(text).slice(0, 200);
    const p = pathKind(words);
    void p;
    out.push(unplacedRun('reversible', `runs program code; no risky call recognised (${snippet(text, 50)})`));
  }
  return out;
}

const PRINT_CALL = /\b(?:print|println|printf|puts|pp|p|console\.(?:log|info|error|warn|dir)|echo|System\.out\.print\w*|fmt\.Print\w*|Write-(?:Output|Host)|process\.stdout\.write|sys\.stdout\.write|say|var_dump|print_r|logger?\.\w+|log\.\w+)\s*\(?/;
const ENV_REF = /\bENV\.(?:to_h|to_hash|inspect|each)\b|process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"]([^'"]+)['"]\s*\])?|os\.environ(?:\.get\(\s*['"]([^'"]+)['"]|\[\s*['"]([^'"]+)['"]\s*\])?|(?:os\.)?getenv\(\s*['"]([^'"]+)['"]|System\.getenv\(\s*"([^"]+)"|ENV(?:\.fetch\(\s*|\[\s*)['"]([^'"]+)['"]|\$ENV\{\s*['"]?(\w+)['"]?\s*\}|Deno\.env\.get\(\s*['"]([^'"]+)['"]|\$_ENV\[\s*['"]([^'"]+)['"]/g;
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PASS$|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY|AUTH|DATABASE_URL|DB_URL|DSN|CONNECTION_STRING|_KEY$/i;

/** print(os.environ['STRIPE_LIVE_KEY']), console.log(process.env): printed secrets (a live or production one is dangerous). */
function printedSecrets(code: string): Finding[] {
  const out: Finding[] = [];
  for (const stmt of code.split(/[;\n]/).slice(0, 200)) {
    if (!PRINT_CALL.test(stmt)) continue;
    ENV_REF.lastIndex = 0;
    let m: RegExpExecArray | null;
    let guard = 0;
    while ((m = ENV_REF.exec(stmt)) && guard++ < 20) {
      const name = m.slice(1).find((x) => x !== undefined) ?? '';
      if (name && !SECRET_NAME.test(name)) continue;
      const x = readSecret(name ? `prints the secret ${name} into the transcript (${snippet(stmt.trim(), 60)})` : `prints every environment variable, including any secrets (${snippet(stmt.trim(), 60)})`, true);
      const e = detectEnv(name.replace(/_/g, '-')).env;
      if (e !== 'unknown') x.env = e;
      out.push(x);
      break;
    }
  }
  return out;
}

const HOME_EXPR = /\b(?:os\.)?getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|os\.environ(?:\.get\(\s*|\[\s*)["'](?:HOME|USERPROFILE)["']\s*[\])]|process\.env\.(?:HOME|USERPROFILE)|process\.env\[\s*["'](?:HOME|USERPROFILE)["']\s*\]|(?:os|require\(\s*["']os["']\s*\))\.homedir\(\s*\)|(?:Path|pathlib\.Path)\.home\(\s*\)|(?:os\.path\.)?expanduser\(\s*["']~["']\s*\)|Dir\.home|ENV\[\s*["']HOME["']\s*\]|\$_SERVER\[\s*["']HOME["']\s*\]|System\.getProperty\(\s*"user\.home"\s*\)|Environment\.GetFolderPath\([^)]*UserProfile\)|\$HOME\b|\$env:USERPROFILE/g;

/** The path a code expression names: its string literals joined, home-directory lookups as "~" (first argument only). */
export function pathExpr(expr: string): string {
  // Up to the first top-level comma: the first argument.
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
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      end = i;
      break;
    }
  }
  const first = expr.slice(0, end).replace(HOME_EXPR, '"~"');
  const parts = [...first.matchAll(/["'`]((?:[^"'`\\]|\\.){0,400})["'`]/g)].map((m) => m[1] as string);
  if (parts.length === 0) return '';
  // os.path.join('~', '.ssh') / path.join(home, 'x'): join with separators where a literal has none.
  const joined = /\bjoin\(|Path\(|\s\/\s/.test(first) ? parts.join('/').replace(/\/{2,}/g, '/') : parts.join('');
  return joined;
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
  return out;
}

