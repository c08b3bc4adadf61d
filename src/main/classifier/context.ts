// Context that changes risk: which environment a hint targets, how much it
// touches, and what kind of path a file argument is.

export type Env = 'production' | 'nonprod' | 'unknown';


export interface EnvInfo {
  env: Env;
  /** The word that showed production, for the reason text. */
  evidence: string;
}

const PROD_RE = /(?:^|[^a-z0-9])(prod|production|prd|livemode)(?![a-z0-9])|(?:^|[^a-z0-9])(?:sk|rk)_live_|(?:^|[^a-z0-9])live[\s_-]+(mode|data|database|db|environment|env|site|server|cluster|customers|payments|keys?|traffic|systems?)(?![a-z0-9])/;

export function detectEnv(text: string): EnvInfo {
  const lower = text.toLowerCase();
  if (!lower.includes('pr') && !lower.includes('live')) return { env: 'unknown', evidence: '' };
  const m = PROD_RE.exec(lower);
  if (m) return { env: 'production', evidence: m[1] ?? (m[2] ? `live ${m[2]}` : 'live key') };
  return { env: 'unknown', evidence: '' };
}

const ALL_WORDS = new Set(['all', 'every', 'everything', 'entire', 'whole', 'everyone', 'everybody']);

const COUNT_NOT_AFTER = new Set(['pr', 'issue', 'run', 'port', 'id', 'order', 'ticket', 'invoice', 'charge', 'customer', 'account', 'build', 'job', 'pid', 'version', 'v', 'line', 'row', 'page', 'step', 'item', 'case', 'incident', 'bug', 'task', 'story', 'no', 'number', 'year', 'process', 'node', 'user', 'record', 'commit', 'release', 'sprint', 'room', 'table', 'workflow']);

/** Counts like "12,000 subscribers" or "230 stale issues": the largest number that counts things. */
export function largestCount(words: readonly string[]): number {
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const c = w.charCodeAt(0);
    if (c < 48 || c > 57 || !/^[0-9][0-9,]*k?\+?$/.test(w)) continue;
    const prev = words[i - 1] ?? '';
    if (prev.startsWith('#') || COUNT_NOT_AFTER.has(prev)) continue;
    // A count counts things: one of the next words is a plural noun ("230 stale issues").
    let plural = false;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
      const nx = words[j] as string;
      if (/[a-z]{3,}s$/.test(nx) && !/(ss|us|is|was|has|its|this)$/.test(nx)) plural = true;
    }
    if (!plural) continue;
    let n = Number(w.replace(/[,+]/g, '').replace(/k$/, '000'));
    if (!Number.isFinite(n)) n = 0;
    if (n > best) best = n;
  }
  return best;
}

export function hasAllWord(words: readonly string[]): string | undefined {
  for (const w of words) if (ALL_WORDS.has(w)) return w;
  return undefined;
}

// ---------------------------------------------------------------- paths

export type PathKind =
  | 'device'
  | 'null'
  | 'root'
  | 'home'
  | 'cwd'
  | 'system'
  | 'git'
  | 'regenerable'
  | 'secret'
  | 'critical'
  | 'auditlog'
  | 'log'
  | 'dbfile'
  | 'tmp'
  | 'normal';

const REGENERABLE = new Set([
  'node_modules', 'dist', 'build', 'out', 'target', '.next', '.nuxt', '.cache', '__pycache__', '.pytest_cache',
  '.mypy_cache', '.ruff_cache', 'coverage', '.nyc_output', '.turbo', '.parcel-cache', '.tmp', 'tmp', 'temp',
  '.gradle', 'obj', '.venv', 'venv', '.tox', '.eggs', '.angular', 'storybook-static', '.svelte-kit', '.expo',
  '.dart_tool', 'deriveddata', '.terraform', '.vite', '.eslintcache', '.sass-cache', 'bower_components',
  '.docusaurus', '.output', '.vercel', '.serverless', 'htmlcov', 'lib-cov', '.webpack', 'cmake-build-debug',
]);
const REGENERABLE_EXT = /\.(pyc|pyo|o|obj|class|tsbuildinfo)$/;
const SECRET_BASENAMES = new Set([
  'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', '.npmrc', '.pypirc', '.netrc', '.pgpass', '.git-credentials',
  'credentials', '.vault-token', 'master.key', 'shadow', 'gshadow', '.htpasswd', 'secrets.yml', 'secrets.yaml',
  'secrets.json', 'secret.json', 'credentials.json', 'token.json', '.boto', '.s3cfg', 'kubeconfig', '.dockercfg',
]);
const INTERESTING_RELATIVE = /env|ssh|aws|kube|docker|key|pem|p12|pfx|jks|keystore|ppk|kdbx|gpg|asc|cred|secret|token|vault|shadow|passwd|htpasswd|account|authorized|sudoers|audit|auth\.log|wtmp|btmp|lastlog|evtx|cloudtrail|ibdata|ib_log|pg_wal|pg_xlog|\.ibd$|\.my[di]$|\.frm$|\.git|egg-info|\.py[co]$|\.o$|\.obj$|\.class$|tsbuildinfo|gcloud|ds_store|thumbs\.db|cache|history/;
const SYSTEM_TOP = new Set(['etc', 'usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'boot', 'var', 'opt', 'sys', 'proc', 'srv', 'root', 'system', 'library', 'applications', 'private', 'windows', 'program files', 'programdata', 'mnt', 'media', 'snap', 'run', 'dev']);

const PATH_CACHE = new Map<string, PathKind>();

/** What kind of path this is. Pure; memoised per path string (bounded). */
export function pathKind(raw: string): PathKind {
  const hit = PATH_CACHE.get(raw);
  if (hit !== undefined) return hit;
  const k = pathKindUncached(raw);
  if (PATH_CACHE.size >= 2048) PATH_CACHE.clear();
  PATH_CACHE.set(raw, k);
  return k;
}

function pathKindUncached(raw: string): PathKind {
  let p = raw.trim();
  if (p === '') return 'normal';
  const lower = p.toLowerCase().replace(/\\/g, '/');
  if (lower === '/dev/null' || lower === 'nul' || lower === '$null') return 'null';
  if (/^\/dev\/(sd|hd|vd|xvd|nvme|mmcblk|disk|rdisk|md[0-9]|dm-|mapper\/|loop|nbd)/.test(lower) || lower.startsWith('//./physicaldrive') || /^[a-z]:$/.test(lower)) return 'device';
  p = lower.replace(/\/+$/, '');
  if (p === '') return 'root';
  const c0 = p.charCodeAt(0);
  // Fast path: an ordinary relative path (src/app.ts) needs one regex and two set lookups.
  if (c0 !== 47 && c0 !== 126 && c0 !== 36 && c0 !== 37 && c0 !== 46 && c0 !== 42 && !(p.length > 1 && p[1] === ':')) {
    const b = p.slice(p.lastIndexOf('/') + 1);
    if (!INTERESTING_RELATIVE.test(p) && !REGENERABLE.has(b) && !SECRET_BASENAMES.has(b)) return 'normal';
  }
  if (p === '' || p === '/*' || p === '/.' || /^[a-z]:(\/\*?)?$/.test(p) || p === '/.*') return 'root';
  if (p === '~' || p === '~/*' || p === '$home' || p === '${home}' || p === '$home/*' || p === '%userprofile%' || p === '$env:userprofile' || /^\/(home|users)(\/[^/]+)?(\/\*)?$/.test(p) || p === '/root' || /^[a-z]:\/users(\/[^/]+)?$/.test(p)) return 'home';
  if (p === '.' || p === '*' || p === './*' || p === '..' || p === '../*' || p === '.*' || p === '$pwd' || p === '${pwd}' || p === './.' || p === '../..') return 'cwd';
  const base = p.slice(p.lastIndexOf('/') + 1);
  if (base === '.git' || p.endsWith('/.git/*')) return 'git';
  if (base === '.ssh' || base === '.aws' || base === '.gnupg' || base === '.kube' || base === '.docker' || base === '.password-store') return 'secret';
  if (/(^|\/)(\.env)(\.[a-z0-9_-]+)?$/.test(p) && !/\.(example|sample|template|dist|defaults?|schema)$/.test(p)) return 'secret';
  if (SECRET_BASENAMES.has(base) || /\.(pem|key|p12|pfx|jks|keystore|ppk|kdbx|gpg|asc)$/.test(base) && !base.endsWith('.pub') || p.includes('/.ssh/id_') || p.includes('.aws/credentials') || p.includes('.kube/config') || p.includes('.docker/config.json') || p.includes('.config/gcloud') || /service[-_]?account.*\.json$/.test(base)) return 'secret';
  if (base === 'authorized_keys' || base === 'sshd_config' || base === 'sudoers' || p.startsWith('/etc/sudoers') || p === '/etc/passwd' || p === '/etc/group' || p === '/etc/fstab' || p.startsWith('/etc/pam.d') || p.startsWith('/etc/ssh') || p.startsWith('/boot') || p === '/etc/hosts' || p === '/etc/crontab' || p.startsWith('/etc/systemd') || p.startsWith('/etc/security')) return 'critical';
  if (/^\/var\/log\/(audit|auth\.log|secure|wtmp|btmp|lastlog|faillog)/.test(p) || /(^|\/)(audit\.log|auth\.log|wtmp|btmp|lastlog|security\.evtx)$/.test(p) || /cloudtrail/.test(p)) return 'auditlog';
  if (/^\/var\/lib\/(mysql|postgresql|pgsql|mongodb|redis|cassandra|elasticsearch|clickhouse|docker\/volumes)/.test(p) || /(^|\/)(ibdata[0-9]*|ib_logfile[0-9]*|pg_wal|pg_xlog)$/.test(p) || /\.(ibd|myd|myi|frm)$/.test(p)) return 'dbfile';
  if (p.startsWith('/var/log') || p.startsWith('/private/var/log') || /(^|\/)\.(bash|zsh|sh|python|psql|mysql|node_repl|lesshst)_?history$|(^|\/)\.history$/.test(p)) return 'log';
  if (p.startsWith('/tmp/') || p.startsWith('/var/tmp/') || p.startsWith('$tmpdir')) return 'tmp';
  if (REGENERABLE.has(base) || base.endsWith('.egg-info') || REGENERABLE_EXT.test(base) || base === '.ds_store' || base === 'thumbs.db' || /(^|\/)\.cache\/|(^|\/)caches?\//.test(p)) return 'regenerable';
  const segs = p.split('/').filter((s) => s !== '');
  const top = (segs[0] ?? '').replace(/^[a-z]:$/, '');
  if (p.startsWith('/') || /^[a-z]:\//.test(p)) {
    const first = /^[a-z]:\//.test(p) ? (segs[1] ?? '') : top;
    if (SYSTEM_TOP.has(first) && segs.length <= (/^[a-z]:\//.test(p) ? 2 : 1)) return 'system';
    if (SYSTEM_TOP.has(first) && (first === 'etc' || first === 'boot' || first === 'usr' || first === 'bin' || first === 'sbin' || first === 'lib' || first === 'windows' || first === 'system')) return 'system';
  }
  return 'normal';
}

/** Does a word look like a filesystem path or file name (rather than an English word)? */
const PATHY = /[/\\~*]|^\.{1,2}$|\.[A-Za-z0-9]{1,8}$|^\$/;
export function looksLikePath(w: string): boolean {
  return PATHY.test(w);
}
