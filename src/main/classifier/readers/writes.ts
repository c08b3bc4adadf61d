// What a shell command writes into a file when the written text is visible
// in the command itself: `cat > f <<EOF … EOF`, `tee -a f <<EOF`,
// `echo … >> f`, `printf … > f`, `git apply` / `patch` fed a diff on stdin,
// `sed -i 's/…/…/' f`, `Set-Content -Path f -Value …`. Each becomes a
// FileChange that readers/files.ts judges exactly as it judges a Write or an
// Edit of that file (a CI job switched off, a memory note that pre-approves
// deletion, a cron line or a start-up file that will run a command later).
import { optValue, positionals, type Cmd } from '../shell/parse';
import { staticOutput } from '../shell/script';
import { protectedKind, type FileChange } from './files';

const ECHOERS = new Set(['echo', 'printf', 'write-output']);
/** Bodies larger than this are judged on their first part (the path itself is judged by the command's rule). */
const MAX_BODY = 64 * 1024;

/** A file change read from a command; `pathJudged` when the command's own rule has already judged the path it writes. */
export type Written = FileChange & { pathJudged: boolean };

/** The file changes a command makes whose text can be read from the command. */
export function writesOf(c: Cmd): Written[] {
  const out: Written[] = [];
  const tool = c.name;
  // Output redirections: the command's own output is the file's new text (or its tail, with >>).
  const targets = c.redirects.filter((r) => !r.op.startsWith('<') && !r.op.endsWith('&') && r.target && !r.target.startsWith('&') && !/^(?:\/dev\/(?:null|stdout|stderr|tty)|nul|\$null)$/i.test(r.target));
  if (targets.length) {
    const text = visibleOutput(c);
    if (text !== null) for (const r of targets) out.push(change(r.target, text, r.op.includes('>>'), tool));
  }
  // Programs that write what they read on stdin into a file named by an argument: sponge f, dd of=f, cp /dev/stdin f,
  // PowerShell's `… | Out-File f`.
  const stdinSink = c.name === 'sponge' ? positionals(c.args)[0] : c.name === 'dd' ? c.args.find((x) => x.startsWith('of='))?.slice(3) : c.name === 'cp' && (c.args.includes('/dev/stdin') || c.args.includes('-')) ? positionals(c.args).filter((x) => x !== '/dev/stdin' && x !== '-').pop() : c.name === 'out-file' ? optValue(c.args, '-FilePath', '-filepath', '-Path', '-path', '-LiteralPath') ?? positionals(c.args, ['-Encoding', '-encoding'])[0] : undefined;
  if (stdinSink && !/^\/dev\//.test(stdinSink)) {
    const text = c.stdin ?? (c.pipeIn ? visibleOutput(c.pipeIn) : null);
    const append = (c.name === 'sponge' && c.args.includes('-a')) || (c.name === 'out-file' && c.args.some((x) => /^-append$/i.test(x))) || (c.name === 'dd' && c.args.some((x) => /^conv=.*notrunc/.test(x) && c.args.some((y) => /^oflag=.*append/.test(y))));
    // (sponge and Out-File have no rule of their own that judges the path they write, beyond the protected paths.)
    if (text !== null) out.push({ ...change(stdinSink, text, append, c.name), pathJudged: c.name === 'dd' || c.name === 'cp' || protectedKind(stdinSink, []) !== null });
  }
  if (c.name === 'tee') {
    const text = c.stdin ?? (c.pipeIn ? visibleOutput(c.pipeIn) : null);
    const append = c.args.some((a) => a === '--append' || /^-[a-z]*a/i.test(a));
    if (text !== null) for (const p of positionals(c.args)) if (!/^\/dev\//.test(p)) out.push(change(p, text, append, 'tee'));
  }
  // A patch names its files only in its body: nothing has judged them yet.
  if (c.stdin !== undefined && isPatchApplier(c)) for (const ch of unifiedDiff(c.stdin, `${c.name} ${c.args[0] ?? ''}`.trim())) out.push({ ...ch, pathJudged: false });
  if (c.name === 'sed' || c.name === 'perl') out.push(...inPlaceSubstitution(c));
  // cls-edits15b: in-place structured edits whose assignment is written in the command: `yq -i '.a.b.privileged = true' f`
  // writes `privileged: true` into f; `crudini --set f section key value` writes `key=value`.
  if (c.name === 'yq' && c.args.some((x) => x === '-i' || x === '--inplace' || /^-[a-zA-Z]*i[a-zA-Z]*$/.test(x))) {
    const pos = positionals(c.args, ['-p', '-o', '--input-format', '--output-format', '-I', '--indent']);
    const expr = pos[0];
    const file = pos[pos.length - 1];
    if (expr && file && pos.length > 1) {
      const lines = assignedLines(expr);
      // `del(.jobs.test)`: the file loses the node, known only by its key (a CI job named for a check is that check).
      const gone = [...expr.matchAll(/\bdel\(\s*[^)]*?\.(?:"([^"\n]{1,80})"|([\w-]{1,80}))\s*\)/g)].map((m) => `- run: ${m[1] ?? m[2]}`);
      // (An expression that only reshapes still edits the file.)
      out.push({ path: file, content: lines.length ? `${lines.slice(0, 16).join('\n')}\n` : '', old: gone.length ? `${gone.join('\n')}\n` : lines.length ? '' : `${expr}\n`, tool: 'yq -i', pathJudged: false });
    }
  }
  // cls-edits16: `jq '.a.b = v' f > tmp && mv tmp f` (or `| sponge f`): jq computes f's new text into a temporary file that
  // then replaces f, so f gets `b: v`, as with `yq -i`.
  const jqOf = c.name === 'jq' ? c : c.name === 'sponge' && c.pipeIn?.name === 'jq' ? c.pipeIn : null;
  if (jqOf) {
    const pos = positionals(jqOf.args, ['--arg', '--argjson', '--slurpfile', '--rawfile', '--indent', '-f', '--from-file']);
    const expr = pos[0];
    const file = pos.length > 1 ? pos[pos.length - 1] : undefined;
    const sink = c.name === 'sponge' ? positionals(c.args)[0] : c.redirects.find((r) => r.op === '>' || r.op === '>|')?.target;
    const tmpish = (t: string) => /(?:^|[\\/])(?:tmp|temp)\b|\btmp\b|\.(?:tmp|temp|new|bak)$|^\$|mktemp/i.test(t);
    if (expr && file && sink && (sink === file || tmpish(sink)) && !/^-/.test(file)) {
      const lines = assignedLines(expr);
      if (lines.length) out.push({ path: file, content: `${lines.slice(0, 16).join('\n')}\n`, old: '', tool: 'jq', pathJudged: false });
    }
  }
  if (c.name === 'crudini' && c.args[0] === '--set') {
    const [file, , key, value] = c.args.slice(1);
    if (file && key) out.push({ path: file, content: `${key}=${value ?? ''}\n`, old: '', tool: 'crudini --set', pathJudged: false });
  }
  // cls-edits15b: `(Get-Content f) -replace 'a', 'b' | Set-Content f`: f goes from a to b, like an Edit of it.
  if ((c.name === 'set-content' || c.name === 'out-file') && c.dialect === 'powershell' && c.pipeIn && /^-[ic]?replace$/.test(c.pipeIn.name)) {
    const path = optValue(c.args, '-Path', '-path', '-LiteralPath', '-literalpath', '-FilePath', '-filepath') ?? positionals(c.args, ['-Encoding', '-encoding'])[0];
    const m = /^-[ic]?replace\s+('(?:[^']|'')*'|"[^"]*")\s*,\s*('(?:[^']|'')*'|"[^"]*")/.exec(c.pipeIn.text);
    const unq = (x: string) => (x.startsWith("'") ? x.slice(1, -1).replace(/''/g, "'") : x.slice(1, -1));
    if (path && m) out.push({ path, old: unq(m[1] as string), content: unq(m[2] as string), tool: 'Set-Content', pathJudged: protectedKind(path, []) !== null });
    return out;
  }
  if ((c.name === 'set-content' || c.name === 'add-content') && c.dialect === 'powershell') {
    const pos = positionals(c.args, ['-Encoding', '-encoding']);
    const path = optValue(c.args, '-Path', '-path', '-LiteralPath', '-literalpath', '-FilePath') ?? pos[0];
    const value = optValue(c.args, '-Value', '-value') ?? (pos.length > 1 ? pos[1] : undefined);
    // (No rule of their own judges the path these cmdlets write, beyond the protected paths every command is checked for.)
    if (path && value !== undefined && !value.includes('(…)')) out.push({ ...change(path, value, c.name === 'add-content', c.name), pathJudged: protectedKind(path, []) !== null });
  }
  return out;
}

function change(path: string, text: string, append: boolean, tool: string): Written {
  const content = text.length > MAX_BODY ? text.slice(0, MAX_BODY) : text;
  // Appended text is all new; an overwrite replaces whatever was there (unknown).
  return append ? { path, content, old: '', tool: `${tool} >>`, pathJudged: true } : { path, content, tool, pathJudged: true };
}

/** cls-benign17: the text a command appends to a file, when visible: its own output (`echo … >> f`) or what `tee -a f` reads. */
export function appendedText(c: Cmd): string | null {
  if (c.name === 'tee') return c.stdin ?? (c.pipeIn ? visibleOutput(c.pipeIn) : null);
  return visibleOutput(c);
}

/** What a command prints when that is written in the command: fixed text, a heredoc, echo with its variables left as names. */
function visibleOutput(c: Cmd): string | null {
  const fixed = staticOutput(c);
  if (fixed !== null) return fixed;
  if (ECHOERS.has(c.name)) return c.args.filter((a, i) => !(i === 0 && /^-[neE]+$/.test(a))).join(' ');
  return null;
}

function isPatchApplier(c: Cmd): boolean {
  if (c.name === 'patch') return true;
  if (c.name === 'apply_patch' || c.name === 'applypatch') return true;
  return c.name === 'git' && (c.args[0] === 'apply' || c.args[0] === 'am') && !c.args.includes('--check') && !c.args.includes('--stat');
}

/** A unified diff (git diff, diff -u) or a Codex patch: one FileChange per file, removed lines as `old`, added lines as new text. */
export function unifiedDiff(text: string, tool: string): FileChange[] {
  const files: FileChange[] = [];
  const lines = text.split('\n');
  let cur: FileChange | null = null;
  let inHunk = false;
  for (let i = 0; i < lines.length && files.length < 64; i++) {
    const line = lines[i] as string;
    const codex = /^\*\*\* (Add|Update|Delete) File:\s*(.+)$/.exec(line);
    if (codex) {
      cur = { path: (codex[2] as string).trim(), content: '', old: codex[1] === 'Add' ? undefined : '', tool, deleted: codex[1] === 'Delete' };
      files.push(cur);
      inHunk = true;
      continue;
    }
    if (line.startsWith('--- ') && (lines[i + 1] ?? '').startsWith('+++ ')) {
      const from = diffPath(line.slice(4));
      const to = diffPath((lines[i + 1] as string).slice(4));
      const deleted = to === '/dev/null';
      cur = { path: deleted ? from : to, content: '', old: from === '/dev/null' ? undefined : '', tool, deleted };
      files.push(cur);
      // (cls-shell25) A diff written without hunk headers (`--- a/x`, `+++ b/x`, then `-old` / `+new` lines) is one hunk.
      inHunk = /^[-+](?![-+]{2} )/.test(lines[i + 2] ?? '');
      i++;
      continue;
    }
    if (line.startsWith('@@')) {
      inHunk = true;
      continue;
    }
    if (!cur || !inHunk) continue;
    if (line.startsWith('+')) cur.content += `${line.slice(1)}\n`;
    else if (line.startsWith('-')) cur.old = `${cur.old ?? ''}${line.slice(1)}\n`;
    else if (line.startsWith(' ')) {
      cur.content += `${line.slice(1)}\n`;
      if (cur.old !== undefined) cur.old += `${line.slice(1)}\n`;
    }
  }
  return files;
}

function diffPath(raw: string): string {
  const p = raw.split('\t')[0]?.trim() ?? '';
  return p === '/dev/null' ? p : p.replace(/^"?[ab]\//, '').replace(/"$/, '');
}

/** sed -i / perl -pi: `s/old/new/`, `/pattern/d`, `a text` — the text the edit removes and adds. */
function inPlaceSubstitution(c: Cmd): Written[] {
  const a = c.args;
  // (cls-edits19: perl's `-0pi` too, a digit among its switches.)
  const inPlace = a.some((x) => x === '--in-place' || x.startsWith('--in-place=') || /^-[a-zA-Z0-9]*i/.test(x));
  if (!inPlace) return [];
  let script: string | undefined;
  let files: string[];
  if (c.name === 'sed') {
    script = optValue(a, '-e', '--expression');
    const pos = positionals(a, ['-e', '--expression', '-f']);
    files = script === undefined ? pos.slice(1) : pos;
    script ??= pos[0];
  } else {
    const at = a.findIndex((x) => /^-[a-zA-Z]*e$/.test(x));
    script = at >= 0 ? a[at + 1] : undefined;
    files = a.filter((x, i) => !x.startsWith('-') && i !== at + 1);
  }
  if (!script) return [];
  let old = '';
  let added = '';
  for (const cmd of sedCommands(script)) {
    const s = cmd.trim();
    const sub = /^(?:\/[^/]*\/\s*)?s(.)/.exec(s);
    if (sub) {
      const d = sub[1] as string;
      const parts = splitOn(s.slice(sub[0].length), d);
      if (parts.length >= 2) {
        old += `${plainRegex(parts[0] as string)}\n`;
        added += `${(parts[1] as string).replace(/\\n/g, '\n').replace(/\\(.)/g, '$1')}\n`;
      }
      continue;
    }
    const del = /^(?:\/((?:\\.|[^/])*)\/|\\(.)(.*?)\2)(?:,\s*\/(?:\\.|[^/])*\/)?\s*d$/.exec(s);
    if (del) {
      old += `${plainRegex((del[1] ?? del[3]) as string)}\n`;
      continue;
    }
    const app = /^(?:\/(?:\\.|[^/])*\/|\d+|\$)?\s*[aic]\\?\s*(.+)$/.exec(s);
    if (app) added += `${(app[1] as string).replace(/\\n/g, '\n')}\n`;
  }
  if (!old && !added) return [];
  return files.filter((p) => !/^(?:bak|\.bak|''|"")$/.test(p)).map((path) => ({ path, content: added, old, tool: `${c.name} -i`, pathJudged: true }));
}

/**
 * cls-edits19: a sed script's commands, split on newlines and on `;` between commands — never on a `;` inside an
 * s-command (`s/proxy_ssl_verify on;/proxy_ssl_verify off;/`), which the old split broke in two.
 */
function sedCommands(script: string): string[] {
  const out: string[] = [];
  let cur = '';
  let i = 0;
  while (i < script.length) {
    const ch = script[i] as string;
    // An s-command at the start of a command (after an optional /address/): copy it through its three delimiters.
    if (ch === 's' && /^\s*(?:\/(?:\\.|[^/])*\/\s*|\d+(?:,\d+)?\s*|\$\s*)?$/.test(cur) && i + 1 < script.length && !/[\w\s\\]/.test(script[i + 1] as string)) {
      const d = script[i + 1] as string;
      let j = i + 2;
      let seen = 0;
      while (j < script.length && seen < 2) {
        if (script[j] === '\\') j += 2;
        else {
          if (script[j] === d) seen++;
          j++;
        }
      }
      cur += script.slice(i, j);
      i = j;
      continue;
    }
    if (ch === '\n' || (ch === ';' && /^\s*(?:[0-9$/]|s\W|[aicd]\b|$)/.test(script.slice(i + 1, i + 4)))) {
      out.push(cur);
      cur = '';
    } else cur += ch;
    i++;
  }
  out.push(cur);
  return out;
}

/** Splits a sed s-command body on its (unescaped) delimiter. */
function splitOn(body: string, d: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch === '\\' && body[i + 1] === d) {
      cur += d;
      i++;
    } else if (ch === d) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** A regular expression read as the text it matches, roughly (anchors, escapes and wildcards dropped). */
function plainRegex(re: string): string {
  return re.replace(/^\^|\$$/g, '').replace(/\.\*|\\s\*|\\s\+|\[[^\]]*\][*+]?/g, ' ').replace(/\\(.)/g, '$1');
}

/** The settings an assignment expression writes (`.a.b = v`, `.["k"] |= v`, `.hosts += ["…"]` (cls-edits17)), as `key: value` lines. */
function assignedLines(expr: string): string[] {
  const lines: string[] = [];
  // (cls-edits18: a list or object value written whole, `.rules = [{"level": "None"}]`, spaces inside.)
  // (cls-edits19: one level of nesting inside it, `.packageRules += [{"matchUpdateTypes": ["major"], "automerge": true}]`.)
  for (const m of expr.matchAll(/((?:\.(?:"[^"\n]{1,80}"|[\w-]{1,80})|\[(?:\d{1,4}|"[^"\n]{1,80}")\]){1,12})\s*[|+]?=\s*(\[(?:[^[\]\n]|\[[^[\]\n]{0,200}\]){0,400}\]|\{(?:[^{}\n]|\{[^{}\n]{0,200}\}){0,400}\}|"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s|)]{1,200})/g)) {
    // (cls-edits19) Written under the keys of its path (`.spec.syncPolicy.automated.prune = true` writes `spec:` …
    // `prune: true` nested), so a switch read under its block (`auth: enabled: false`, `syncPolicy: automated: prune`) is
    // read as it would be in the file; list indices are left out.
    const keys = [...(m[1] as string).matchAll(/\.(?:"([^"\n]{1,80})"|([\w-]{1,80}))|\["([^"\n]{1,80})"\]/g)].map((k) => (k[1] ?? k[2] ?? k[3]) as string).slice(-8);
    const last = keys.pop();
    if (last === undefined) continue;
    lines.push([...keys.map((k, i) => `${'  '.repeat(i)}${k}:`), `${'  '.repeat(keys.length)}${last}: ${m[2] as string}`].join('\n'));
  }
  return lines;
}
