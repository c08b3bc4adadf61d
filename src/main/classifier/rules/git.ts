// git and the GitHub CLI.
import { f, type Finding, readSecret, snippet, unplacedRun } from '../findings';
import { hasFlag, optValue, positionals, type Cmd } from '../shell/parse';
import { detectEnv, pathKind } from '../context';
import { readHttp } from '../readers/http';
import { deletesProtection, removesCheck } from '../readers/files';
import { commandFamily, type Handler } from './types';

const SECRET_VALUE = /\b(?:sk|rk)_live_\w{3,}|\bghp_\w{8,}|\bgithub_pat_\w{8,}|\bglpat-\w{8,}|\bAKIA[0-9A-Z]{12,}|\bxox[abpr]-[\w-]{8,}|-----BEGIN [A-Z ]*PRIVATE KEY|\bSSWS\s+\w{8,}|\bAIza[\w-]{20,}|\bsk-[A-Za-z0-9]{20,}/;

const GIT_SAFE = new Set([
  'status', 'log', 'diff', 'show', 'fetch', 'blame', 'grep', 'shortlog', 'describe', 'ls-files', 'ls-remote', 'ls-tree',
  'rev-parse', 'rev-list', 'cat-file', 'help', 'version', 'whatchanged', 'annotate', 'show-ref', 'show-branch',
  'count-objects', 'fsck', 'verify-commit', 'verify-tag', 'name-rev', 'merge-base', 'range-diff', 'for-each-ref',
  'check-ignore', 'check-attr', 'var', 'archive', 'bundle', 'difftool', 'instaweb', 'request-pull', 'format-patch',
]);
const GIT_REVERSIBLE = new Set([
  'add', 'init', 'clone', 'pull', 'merge', 'rebase', 'cherry-pick', 'revert', 'mv', 'am', 'apply', 'bisect', 'notes',
  'submodule', 'sparse-checkout', 'maintenance', 'commit', 'switch', 'restore', 'worktree', 'remote', 'config', 'tag',
  'stash', 'branch', 'checkout', 'reset', 'clean', 'gc', 'prune', 'rm', 'lfs', 'mergetool', 'citool', 'gui', 'pack-refs',
  'repack', 'replace', 'update-index', 'symbolic-ref', 'update-ref', 'reflog', 'filter-branch', 'filter-repo', 'push',
]);
/** A git remote that deploys what is pushed to it: a PaaS remote, or one named for an environment. */
const DEPLOY_REMOTE = /^(?:heroku|dokku|piku|deploy|production|prod|live|staging|stage)(?:$|[-_])|[-_](?:prod|production|live|staging)$/i;
const PROTECTED_BRANCH = /^(?:\+?(?:refs\/heads\/)?)?(main|master|trunk|develop|production|prod|release(?:\/.*)?|stable|live)$/;

const GIT_OPTS_WITH_VALUE = ['-C', '-c', '--git-dir', '--work-tree', '--namespace'];

function gitPush(args: readonly string[], how: string): Finding[] {
  const pos = positionals(args, ['-o', '--push-option', '--repo', '--receive-pack', '--exec']);
  const refspecs = pos.slice(1);
  const force = hasFlag(args, 'f', '--force', '--force-if-includes') || refspecs.some((r) => r.startsWith('+'));
  const lease = args.some((a) => a.startsWith('--force-with-lease'));
  const del = hasFlag(args, 'd', '--delete') || refspecs.some((r) => /^:[^:]+/.test(r));
  const mirror = args.includes('--mirror') || args.includes('--prune');
  const noVerify = args.includes('--no-verify');
  const target = refspecs.map((r) => r.replace(/^\+/, '').split(':').pop() ?? '').find((r) => r) ?? '';
  const protectedTarget = PROTECTED_BRANCH.test(target);
  if (mirror) return [f('dangerous', `mirror push can overwrite or delete every remote branch (${how})`)];
  // One feature branch or tag deleted on the remote: it leaves the machine and others may have it checked out
  // (destructive); a mainline branch, or a name only known when it runs, is dangerous.
  if (del) {
    const names = refspecs.map((r) => r.replace(/^\+?:?/, '').replace(/^refs\/(?:heads|tags)\//, ''));
    const mainline = names.length === 0 || names.some((n) => /^(?:main|master|trunk|develop|production|prod|live|stable|release(?:\/.*)?)$/.test(n) || /[$`*]/.test(n));
    return [f(mainline ? 'dangerous' : 'destructive', `deletes ${mainline ? 'a mainline branch' : names.length > 1 ? 'branches or tags' : 'a branch or tag'} on the shared remote (${how})`)];
  }
  if (force) return [f('dangerous', `force push rewrites shared history${target ? ` of ${target}` : ''} (${how})`)];
  if (lease) return [f(protectedTarget ? 'dangerous' : 'destructive', `force-with-lease push rewrites remote history${target ? ` of ${target}` : ''} (${how})`)];
  if (noVerify) return [f('dangerous', `pushes while bypassing the pre-push safety hooks (${how})`)];
  // A push to a deploy remote (heroku, dokku, piku, a remote named for an environment) deploys what it pushes there;
  // a remote whose environment nothing names counts as production (LABELS "Environment").
  const remote = pos[0] ?? '';
  if (DEPLOY_REMOTE.test(remote)) {
    const env = /(?:^|[-_])(?:review|preview|pr\d*|mr\d*)(?:$|[-_])/i.test(remote) ? 'dev' : detectEnv(remote).env;
    if (env === 'prod' || env === 'unknown') return [f('dangerous', `deploys to production by pushing to the ${snippet(remote, 30)} remote (${how})`)];
    return [f('destructive', `deploys to a ${env === 'staging' ? 'staging' : 'development'} app by pushing to the ${snippet(remote, 30)} remote (${how})`)];
  }
  return [f('destructive', `publishes commits to the shared remote${target ? ` (${target})` : ''}`, /^(production|prod|live)$/.test(target) ? true : false)];
}

export const git: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, GIT_OPTS_WITH_VALUE);
  const sub = (pos[0] ?? '').toLowerCase();
  // (lead17) An alias defined on the command line and used at once (git -c alias.ship='push --force origin main' ship):
  // git runs its body (a `!` body runs in the shell).
  const aliasDef = cmd.args.map((x, i) => (cmd.args[i - 1] === '-c' ? /^alias\.([\w-]+)=(.+)$/s.exec(x) : null)).find((m) => m && m[1] === pos[0]);
  if (aliasDef && ctx) {
    const body = (aliasDef[2] as string).trim();
    const after = cmd.args.slice(cmd.args.indexOf(pos[0] as string) + 1).map((x) => `'${x.replace(/'/g, `'\\''`)}'`).join(' ');
    return ctx.inner(body.startsWith('!') ? `${body.slice(1)} ${after}` : `git ${body} ${after}`).map((x) => ({ ...x, reason: `${x.reason} (git alias ${aliasDef[1]})` }));
  }
  const subAt = cmd.args.indexOf(pos[0] ?? '');
  const a = subAt >= 0 ? cmd.args.slice(subAt + 1) : [];
  const rest = pos.slice(1);
  const how = snippet(`git ${[sub, ...a].join(' ')}`, 60);
  if (cmd.args.includes('--help') || cmd.args.includes('--version') || sub === '') return [f('safe', `git information (${how})`)];
  if (GIT_SAFE.has(sub)) return [f('safe', `read-only git command (${how})`)];
  // HUSKY=0, SKIP=…, LEFTHOOK=0 git commit: the hooks are switched off by the environment.
  const hooksOff = Object.entries(cmd.env).find(([k, v]) => (/^(HUSKY|LEFTHOOK|PRE_COMMIT|SKIP_HOOKS|GIT_HOOKS)$/.test(k) && /^(0|false|no|off|1|true)$/i.test(v) && (k !== 'SKIP_HOOKS' || /^(1|true)$/i.test(v)) && !(k === 'HUSKY' && v === '1')) || k === 'SKIP');
  if (hooksOff && (sub === 'commit' || sub === 'push' || sub === 'merge' || sub === 'rebase')) return [f('dangerous', `runs git ${sub} with its safety hooks switched off (${hooksOff[0]}=${hooksOff[1]}) (${how})`)];
  switch (sub) {
    case 'push':
      // A push acts on the remote, wherever git runs: inside a container or a fresh pod it is no less a push.
      return gitPush(a, how).map((x) => ({ ...x, local: false }));
    case 'commit':
      if (hasFlag(a, 'n', '--no-verify')) return [f('dangerous', `commits while bypassing the pre-commit safety hooks (${how})`)];
      return [f('reversible', `creates a local commit (${how})`)];
    case 'reset':
      if (a.includes('--hard') || a.includes('--merge') || a.includes('--keep')) return [f('destructive', `discards local commits and uncommitted changes (${how})`)];
      return [f('reversible', `moves the branch pointer; changes stay in the working tree (${how})`)];
    case 'clean': {
      if (hasFlag(a, 'n', '--dry-run')) return [f('safe', `previews what git clean would delete (${how})`)];
      if (!hasFlag(a, 'f', '--force')) return [f('safe', `git clean without --force does nothing (${how})`)];
      const paths = a.slice(a.indexOf('--') + 1).filter((x) => !x.startsWith('-'));
      if (a.includes('--') && paths.length && paths.every((p) => pathKind(p) === 'regenerable' || pathKind(p) === 'tmp')) return [f('reversible', `removes untracked build output only (${how})`)];
      // Limited to named paths (git clean -fd scratch/), or -X (ignored files only, never new work): a bounded set.
      const named = a.filter((x) => !x.startsWith('-') && x !== '.' && x !== './' && x !== '*');
      if (named.length > 0 || a.includes('-X') || a.some((x) => /^-[a-zA-Z]*X/.test(x))) return [f('destructive', `permanently deletes ${named.length ? `untracked files under ${named.join(' ')}` : 'ignored files (.env, local databases)'} (${how})`)];
      if (hasFlag(a, 'xX')) return [f('dangerous', `permanently deletes untracked and ignored files (.env, local databases, new work) (${how})`)];
      if (hasFlag(a, 'd')) return [f('dangerous', `permanently deletes every untracked file and directory (${how})`)];
      return [f('destructive', `permanently deletes untracked files (${how})`)];
    }
    case 'checkout':
    case 'restore': {
      if (sub === 'checkout' && (hasFlag(a, 'bB', '--orphan') || rest.length === 1 && !a.includes('--') && rest[0] !== '.')) return [f('reversible', `switches or creates a branch (${how})`)];
      if (sub === 'restore' && (a.includes('--staged') || a.includes('-S')) && !a.includes('--worktree') && !a.includes('-W')) return [f('reversible', `unstages changes (${how})`)];
      return [f('destructive', `discards uncommitted changes irrecoverably (${how})`)];
    }
    case 'switch':
      if (hasFlag(a, 'fC', '--discard-changes', '--force')) return [f('destructive', `switches branch discarding local changes (${how})`)];
      return [f('reversible', `switches or creates a branch (${how})`)];
    case 'branch': {
      if (a.includes('-D') || (hasFlag(a, 'd', '--delete') && hasFlag(a, 'f', '--force'))) return [f('destructive', `force-deletes a local branch; unmerged commits survive only in the reflog (${how})`)];
      if (hasFlag(a, 'd', '--delete')) return [f('reversible', `deletes a merged local branch (${how})`)];
      if (a.includes('-M') || hasFlag(a, 'C')) return [f('destructive', `renames or copies a branch, overwriting an existing one (${how})`)];
      if (rest.length === 0 || hasFlag(a, 'alrv', '--list', '--all', '--remotes', '--merged', '--no-merged', '--contains', '--show-current')) return [f('safe', `lists branches (${how})`)];
      return [f('reversible', `creates a local branch (${how})`)];
    }
    case 'stash': {
      const s = rest[0] ?? 'push';
      if (s === 'list' || s === 'show') return [f('safe', `lists stashes (${how})`)];
      // (lead20) Local and limited in scope (LABELS "destructive"), as the shared hints-train labels it: nothing leaves the machine.
      if (s === 'clear') return [f('destructive', `deletes every stash irrecoverably (${how})`)];
      if (s === 'drop') return [f('destructive', `deletes a stash (${how})`)];
      return [f('reversible', `stashes or restores local changes (${how})`)];
    }
    case 'tag':
      if (hasFlag(a, 'd', '--delete')) return [f('destructive', `deletes a tag (${how})`)];
      if (hasFlag(a, 'f', '--force')) return [f('destructive', `moves an existing tag (${how})`)];
      if (rest.length === 0 || hasFlag(a, 'l', '--list')) return [f('safe', `lists tags (${how})`)];
      return [f('reversible', `creates a tag (${how})`)];
    case 'rebase':
    case 'merge':
    case 'pull':
    case 'cherry-pick':
    case 'am':
      if (a.includes('--no-verify')) return [f('dangerous', `bypasses git safety hooks (${how})`)];
      return [f('reversible', `integrates commits locally (${how})`)];
    case 'gc':
    case 'prune':
      if (a.some((x) => /^--prune=(now|all)/.test(x)) || sub === 'prune') return [f('destructive', `deletes unreachable commits, destroying the recovery path (${how})`)];
      return [f('reversible', `repository housekeeping (${how})`)];
    case 'reflog':
      if (rest[0] === 'expire' || rest[0] === 'delete') return [f('destructive', `deletes reflog entries, destroying the recovery path (${how})`)];
      return [f('safe', `shows the reflog (${how})`)];
    case 'filter-branch':
    case 'filter-repo':
      return [f('dangerous', `rewrites the whole repository history (${how})`)];
    case 'update-ref':
      if (hasFlag(a, 'd')) return [f('destructive', `deletes a ref (${how})`)];
      return [f('destructive', `moves a ref directly (${how})`)];
    case 'config':
      if (/core\.hookspath|commit\.gpgsign\s+false|http\.sslverify\s+false/i.test(a.join(' '))) return [f('dangerous', `disables a git safety check (${how})`)];
      if (hasFlag(a, 'l', '--list', '--get', '--get-all', '--get-regexp', '--show-origin')) return [f('safe', `reads git configuration (${how})`)];
      return [f('reversible', `changes git configuration (${how})`)];
    case 'remote':
      if (rest[0] === 'remove' || rest[0] === 'rm' || rest[0] === 'set-url') return [f('destructive', `changes or removes a remote (${how})`)];
      if (rest.length === 0 || rest[0] === 'show' || rest[0] === '-v' || a.includes('-v')) return [f('safe', `lists remotes (${how})`)];
      return [f('reversible', `configures remotes (${how})`)];
    case 'add': {
      // cls-plan14: a secrets file (.env.production, credentials, a private key) staged puts its values into the
      // history every clone and push carries: forced past .gitignore or named for production, a person verifies it.
      const secrets = rest.filter((x) => !x.startsWith('-') && pathKind(x) === 'secret');
      if (secrets.length) {
        const forced = hasFlag(a, 'f', '--force');
        const prod = secrets.some((x) => detectEnv(x).env === 'prod');
        return [f(forced || prod ? 'dangerous' : 'destructive', `stages a secrets file into the repository's history (${how})`)];
      }
      break;
    }
    case 'rm':
      // A CI check, a hook configuration or CODEOWNERS removed takes that check away, history or not.
      if (rest.some((x) => !x.startsWith('-') && removesCheck(x))) return [f('dangerous', `removes a check the repository requires (${how})`)];
      // (cls-edits18) A manifest named for a protection (a default-deny network policy, pod security, a WAF, an audit or backup
      // policy) removed stops being applied at the next deploy, as the same file deleted by a patch or rm does.
      if (rest.some((x) => !x.startsWith('-') && deletesProtection(x))) return [f('dangerous', `deletes a protection the deploy applies (${how})`)];
      return [f('reversible', `removes tracked files; their content stays in history (${how})`)];
    case 'worktree':
      if (rest[0] === 'list') return [f('safe', `lists worktrees (${how})`)];
      if (rest[0] === 'remove' && hasFlag(a, 'f', '--force')) return [f('destructive', `removes a worktree with its uncommitted changes (${how})`)];
      return [f('reversible', `manages worktrees (${how})`)];
    case 'submodule':
      if (rest[0] === 'status' || rest[0] === 'summary' || rest[0] === 'foreach' && false) return [f('safe', `inspects submodules (${how})`)];
      if (rest[0] === 'deinit' && hasFlag(a, 'f', '--force')) return [f('destructive', `removes submodule working trees (${how})`)];
      return [f('reversible', `manages submodules (${how})`)];
  }
  if (GIT_REVERSIBLE.has(sub)) return [f('reversible', `git change (${how})`)];
  return [unplacedRun('reversible', `git command (${how})`)];
};

// ------------------------------------------------------------------ gh

const GH_READ = new Set(['list', 'view', 'status', 'diff', 'checks', 'search', 'browse', 'watch', 'download', 'logs', 'log']);

export const gh: Handler = (cmd, ctx) => {
  const pos = positionals(cmd.args, ['-R', '--repo', '-q', '--jq', '-t', '--title', '-b', '--body', '-l', '--label', '-f', '--field', '-F', '--raw-field', '-X', '--method', '-H', '--header', '-B', '--base', '-a', '--assignee', '-m', '--milestone', '-s', '--state', '-c', '--comment', '-L', '--limit', '-w', '--workflow', '-e', '--env', '-r', '--ref', '--json']);
  const group = (pos[0] ?? '').toLowerCase();
  const verb = (pos[1] ?? '').toLowerCase();
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  const bulk = cmd.bulk;
  const bump = (x: Finding): Finding => (bulk && x.level === 'destructive' ? f('dangerous', `bulk action for every item of a pipeline: ${x.reason}`) : x);
  if (group === 'api') {
    const method = (optValue(a, '-X', '--method') ?? (a.some((x) => /^(-f|-F|--field|--raw-field|--input)$/.test(x)) ? 'POST' : 'GET')).toUpperCase();
    const path = pos[1] ?? '';
    if (method === 'GET') return [f('safe', `reads from the GitHub API (${how})`)];
    if (/protection|rulesets?/.test(path) && method === 'DELETE') return [f('dangerous', `removes branch protection (${how})`)];
    const fields: string[] = [];
    for (let i = 0; i < a.length; i++) if (/^(-f|-F|--field|--raw-field)$/.test(a[i] as string)) fields.push(a[i + 1] ?? '');
    const call: Parameters<typeof readHttp>[0] = { method, url: `https://api.github.com/${path.replace(/^\//, '')}`, body: fields.join('&'), files: [], headers: [] };
    // Repeated by a loop or xargs: a set, or every item of an unfiltered listing (every member of the org).
    if (cmd.bulk) call.bulk = cmd.every ? 'all' : 'some';
    const r = readHttp(call);
    return r.map((x) => (x.level === 'destructive' ? bump(x) : x));
  }
  if (group === 'auth') {
    if (verb === 'token') return [f('destructive', `prints the GitHub access token (${how})`)];
    return [f(verb === 'status' ? 'safe' : 'reversible', `GitHub authentication (${how})`)];
  }
  if (GH_READ.has(verb) || group === 'search' || group === 'status' || group === 'browse') return [f('safe', `reads from GitHub (${how})`)];
  switch (group) {
    case 'repo':
      if (verb === 'delete') return [f('forbidden', `deletes the entire repository with its issues and pull requests (${how})`)];
      if (verb === 'archive') return [f('destructive', `archives the repository, making it read-only for everyone; it can be unarchived (${how})`)];
      // (cls-api15) A deploy key gives whoever holds the private half access to the repository (write access with --allow-write).
      if (verb === 'deploy-key') {
        const sub = (pos[2] ?? '').toLowerCase();
        if (sub === 'list') return [f('safe', `lists deploy keys (${how})`)];
        if (sub === 'add') return [f('destructive', `adds a deploy key that grants access to the repository${a.includes('--allow-write') || a.includes('-w') ? ', with write access' : ''} (${how})`)];
        if (sub === 'delete') return [f('destructive', `deletes a deploy key; what uses it loses access (${how})`)];
      }
      if (verb === 'edit' && /visibility[= ]+public|--public/.test(a.join(' '))) return [f(/customer|user|employee|patient|personal|pii|export|crm|payroll|secret|credential|internal|private/i.test(a.join(' ')) ? 'forbidden' : 'dangerous', `makes the repository public (${how})`)];
      if (verb === 'rename' || verb === 'edit' || verb === 'transfer') return [f(verb === 'transfer' ? 'dangerous' : 'destructive', `changes repository settings (${how})`)];
      if (verb === 'clone' || verb === 'fork' || verb === 'create' || verb === 'sync' || verb === 'set-default') return [f('reversible', `creates or syncs a repository (${how})`)];
      break;
    case 'pr':
      if (verb === 'merge' && a.includes('--admin')) return [f('dangerous', `merges with --admin, bypassing branch protection and required reviews (${how})`)];
      if (verb === 'merge') return [bump(f('destructive', `merges a pull request into the shared branch (${how})`))];
      if (verb === 'close') return [bump(f('destructive', `closes a pull request (${how})`))];
      if (verb === 'create' || verb === 'edit' || verb === 'ready' || verb === 'checkout' || verb === 'reopen' || verb === 'comment' || verb === 'review') return [bump(f('reversible', `works on a pull request (${how})`))];
      break;
    case 'issue':
      if (verb === 'delete') return [bump(f('destructive', `deletes an issue (${how})`))];
      if (verb === 'close' || verb === 'lock' || verb === 'transfer') return [bump(f('destructive', `${verb}s an issue, notifying its participants (${how})`))];
      if (verb === 'comment') {
        const body = optValue(a, '-b', '--body') ?? '';
        if (SECRET_VALUE.test(body)) return [f(/public|open-?source|oss|sdk|community/i.test(a.join(' ')) ? 'forbidden' : 'dangerous', `posts a live secret in an issue comment (${how})`)];
        return [bulk ? f('dangerous', `bulk comments notifying many people (${how})`) : f('destructive', `comments on an issue, notifying its participants (${how})`)];
      }
      if (verb === 'create' || verb === 'edit' || verb === 'reopen' || verb === 'pin' || verb === 'develop') {
        return [bulk ? f('dangerous', `bulk issue changes notifying many people (${how})`) : f('reversible', `works on an issue (${how})`)];
      }
      break;
    case 'release':
      if (verb === 'delete') return [f('dangerous', `deletes a published release${a.includes('--cleanup-tag') ? ' and its tag' : ''}; consumers pinned to it break (${how})`)];
      if (verb === 'delete-asset') return [f('destructive', `deletes a release asset (${how})`)];
      // cls-benign17: `gh release create … --draft` saves an unpublished draft that notifies nobody (new and inert); `--draft=false` publishes.
      if (verb === 'create' && a.some((x) => x === '--draft' || x === '-d' || x === '--draft=true') && !a.some((x) => /^--draft=false$/.test(x))) return [f('reversible', `saves a draft release, unpublished (${how})`)];
      if (verb === 'create' || verb === 'upload' || verb === 'edit') return [f('destructive', `publishes a release (${how})`)];
      break;
    case 'workflow':
    case 'run': {
      // (lead19) A workflow that checks, scans, tests, deploys or backs up is a control; one that builds docs, labels issues or
      // posts reminders is housekeeping (turning it off stops work that leaves the machine: destructive).
      if (group === 'workflow' && (verb === 'disable')) {
        const name = (pos.slice(2).join(' ') || cmd.args.join(' ')).toLowerCase();
        if (/\b(?:docs?|documentation|site|pages|label(?:er|s)?|stale|greet\w*|welcome|reminders?|triage|changelog|release-notes|dependabot-auto-label|spell\w*|translations?|sponsors?|metrics|notify|slack)\b/.test(name.replace(/[-_.]/g, ' ')) && !/\b(?:scan|security|codeql|sast|dast|secret|audit|check|test|lint|verify|deploy|backup|policy|compliance|sign|sbom)/.test(name.replace(/[-_.]/g, ' '))) return [f('destructive', `disables a housekeeping CI workflow (${how})`)];
        return [f('dangerous', `disables a CI workflow (${how})`)];
      }
      if (group === 'run' && verb === 'delete') return [f('destructive', `deletes workflow run logs (${how})`)];
      if (group === 'run' && (verb === 'rerun' || verb === 'cancel')) return [f('reversible', `re-runs or cancels CI (${how})`)];
      if (verb === 'run' || verb === 'enable') {
        const wf = pos[2] ?? '';
        const named = ctx.byName(`${wf} ${a.filter((x) => /=/.test(x)).join(' ')}`, cmd);
        return named.length ? named : [f('reversible', `starts a CI workflow (${how})`)];
      }
      break;
    }
    case 'secret':
    case 'variable':
      if (verb === 'delete' || verb === 'remove') return [f('destructive', `deletes a repository ${group} (${how})`)];
      if (verb === 'set') return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'destructive', reason: `overwrites a repository ${group} (${how})`, env: /--env\s+prod|--env=prod|production|\bprod\b|_prod|prod_/i.test(a.join(' ')) ? 'prod' : undefined } as Finding];
      break;
    case 'label':
      if (verb === 'delete') return [f('destructive', `deletes a label from every issue (${how})`)];
      return [f('reversible', `manages labels (${how})`)];
    case 'gist':
      if (verb === 'create' && (a.includes('--public') || a.includes('-p'))) {
        const files = positionals(a, ['-d', '--desc', '-f', '--filename']).slice(2);
        const secret = files.some((x) => pathKind(x) === 'secret');
        const personal = files.some((x) => /customer|user|employee|patient|census|payroll|salar|ssn|personal|pii|contacts|members|export/i.test(x));
        if (secret) return [f('forbidden', `publishes a secrets file in a public gist (${how})`)];
        if (personal) return [f('forbidden', `publishes personal data in a public gist (${how})`)];
        return [f('dangerous', `publishes files in a public gist (${how})`)];
      }
      if (verb === 'delete') return [f('destructive', `deletes a gist (${how})`)];
      // (lead18) A secret gist is readable by anyone holding its URL: files leave the machine (LABELS: at least destructive).
      if (verb === 'create' || verb === 'edit') return [f('destructive', `uploads files to a gist anyone with its link can read (${how})`)];
      return [f('reversible', `manages gists (${how})`)];
    case 'org':
      return [f('safe', `reads organisation info (${how})`)];
    case 'ssh-key':
    case 'gpg-key':
      if (verb === 'add') return [f('destructive', `adds a key to the GitHub account (${how})`)];
      if (verb === 'delete') return [f('destructive', `deletes a key from the GitHub account (${how})`)];
      break;
  }
  if (verb === 'delete') return [bump(f('destructive', `deletes a GitHub ${group} (${how})`))];
  return [f('reversible', `GitHub CLI change (${how})`)];
};

export function gitPushLike(cmd: Cmd): Finding[] {
  return gitPush(cmd.args, snippet(cmd.text, 60));
}

// ------------------------------------------------------------------ glab

/** glab api: a raw GitLab API call, read as the HTTP request it is (protected branches and tags like gh's protection). Other
 * glab commands return nothing here and are read by the generic CLI reader. */
export const glab: Handler = (cmd) => {
  const pos = positionals(cmd.args, ['-X', '--method', '-f', '--field', '-F', '--raw-field', '-H', '--header', '-R', '--repo', '--hostname']);
  const a = cmd.args;
  const how = snippet(cmd.text, 60);
  // (lead19) CI/CD variables hold the deploy credentials: one printed (variable get) is a secret read, all of them with
  // their values (variable export) is every pipeline secret in the transcript.
  if ((pos[0] ?? '').toLowerCase() === 'variable' || (pos[0] ?? '').toLowerCase() === 'var') {
    const sub = (pos[1] ?? '').toLowerCase();
    if (sub === 'export') return [f('dangerous', `prints every CI/CD variable with its value, deploy credentials included (${how})`)];
    if (sub === 'get') return [readSecret(`prints a CI/CD variable's value (${how})`)];
    return [];
  }
  if ((pos[0] ?? '').toLowerCase() !== 'api') return [];
  const method = (optValue(a, '-X', '--method') ?? (a.some((x) => /^(-f|-F|--field|--raw-field|--input)$/.test(x)) ? 'POST' : 'GET')).toUpperCase();
  const path = pos[1] ?? '';
  if (method === 'GET') return [f('safe', `reads from the GitLab API (${how})`)];
  if (/protected_(?:branches|tags|environments)|push_rule|approval_rules?|merge_request_approvals/.test(path) && method === 'DELETE') return [f('dangerous', `removes branch or merge protection (${how})`)];
  const fields: string[] = [];
  for (let i = 0; i < a.length; i++) if (/^(-f|-F|--field|--raw-field)$/.test(a[i] as string)) fields.push(a[i + 1] ?? '');
  const call: Parameters<typeof readHttp>[0] = { method, url: `https://gitlab.com/api/v4/${path.replace(/^\//, '')}`, body: fields.join('&'), files: [], headers: [] };
  if (cmd.bulk) call.bulk = cmd.every ? 'all' : 'some';
  return readHttp(call);
};

export const gitFamily = commandFamily('git', 'git (push: force, +refspec, delete, mirror, --no-verify; reset --hard, clean -f, branch -D, history rewrites) and the GitHub CLI (repo delete/archive/visibility, pr merge, issue close, workflow runs, api calls, secrets)', { git, gh }, true);
/** The GitLab CLI's raw API calls (not local: GitLab is a remote service); its other commands go to the generic reader. */
export const glabFamily = commandFamily('glab', 'the GitLab CLI\'s raw API calls (glab api: protected branches, deletes)', { glab }, false, true);
