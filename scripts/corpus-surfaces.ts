// The surface taxonomy of the labelled hint corpora, and the one function that
// assigns a surface to an item that was written without one.
//
// A surface is *how* an action is written (shell, SQL, a client's tool-call
// notation, prose in some language), never what it does: the eval reports
// precision and recall per surface so a classifier that only learned one way of
// writing things shows it. Items written for the Airlock corpus carry their
// surface explicitly; the shared corpora (dev, train, and the sealed quarter of
// train, which nobody reads) get theirs from `surfaceOf`, so all files are
// grouped by the same rule.
//
//   node --import tsx scripts/corpus-surfaces.ts assign <file.jsonl> …   adds "surface" where missing (prints counts only)
//   node --import tsx scripts/corpus-surfaces.ts check  <file.jsonl> …   validates every line (prints line numbers, never hints)
//   node --import tsx scripts/corpus-surfaces.ts split --batch <new.jsonl> --open <open.jsonl> --sealed <sealed.jsonl> [--share 0.3]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { DANGER_LEVELS, SAFETY_TIERS, type DangerLevel, type SafetyTier } from '../src/shared/vocabulary';

/** Every surface, with the one line that says what belongs to it (README.md repeats this list). */
export const SURFACE_DESCRIPTIONS = {
  bash: 'POSIX shell one-liners and chains (bash, zsh, sh; sudo, ssh host \'…\', pipes, xargs, find -exec, sh -c, base64 | sh)',
  shell_script: 'multi-line shell scripts, heredocs, Makefile/justfile recipes',
  powershell: 'PowerShell cmdlets and scripts (incl. `PowerShell:` and `PS C:\\>` framings)',
  cmd: 'cmd.exe and classic Windows commands (del, rd, reg, schtasks, netsh, vssadmin, …)',
  interpreter: 'interpreter one-liners and inline scripts: python -c, node -e, ruby -e, perl -e, php -r, deno eval, python - <<EOF',
  sdk_code: 'program code calling a library or SDK (boto3, AWS SDK, Stripe, ORMs, Spark, REPL sessions)',
  sql: 'SQL of any dialect, bare or through its client (psql, mysql, sqlcmd, sqlplus, snowsql, bq query, clickhouse-client, sqlite3)',
  nosql: 'non-SQL stores in their own shells or query DSL: MongoDB, Redis, Elasticsearch/OpenSearch console, Cassandra CQL, Kafka',
  kubernetes: 'kubectl, helm, oc, argocd, kustomize and friends',
  iac: 'Terraform/OpenTofu, Pulumi, CDK, Ansible, Packer, Serverless',
  container: 'docker, docker compose, podman, nerdctl',
  cloud_cli: 'aws, gcloud, gsutil, bq (non-query), az, doctl, oci, rclone and other cloud CLIs',
  platform_cli: 'hosting and SaaS platform CLIs: vercel, netlify, fly, heroku, railway, render, wrangler, supabase, firebase, stripe, shopify, …',
  vcs: 'git, gh, glab and other version-control CLIs',
  package_manager: 'package-management commands (install, remove, publish, audit, …) of npm, pip, cargo, apt, brew, winget, …',
  http_api: 'HTTP requests: curl, wget, httpie, Invoke-RestMethod, fetch(), `POST https://…` lines, GraphQL',
  mcp_call: 'MCP tool calls in any naming style: mcp__server__tool {…}, server.tool, camelCase, snake, kebab, key=value, {"name","arguments"}, "calling <tool> …"',
  claude_code: 'Claude Code notation: Bash(…), Edit(…), Write(…), Read(…), Task(…), WebFetch(…)',
  cline: 'Cline / Roo XML tool blocks: <execute_command>, <write_to_file>, <replace_in_file>, <use_mcp_tool>, <new_task>',
  codex: 'Codex CLI: shell {"command": [argv…]} and apply_patch bodies',
  gemini_cli: 'Gemini CLI tools: run_shell_command, write_file, replace, save_memory, web_fetch, read_many_files',
  ide_agent: 'IDE agents\' notations (Cursor run_terminal_cmd/edit_file, Copilot run_in_terminal/replace_string_in_file, Aider SEARCH/REPLACE)',
  slash_command: 'slash commands in a chat or agent client (/run …, /deploy …, /commit)',
  gui: 'a GUI step described in English prose (click, toggle, console → page)',
  plan: 'a plan, a plan step, or a task handed to a sub-agent, in English prose',
  memory: 'a note saved to an agent\'s memory or standing instructions, in English prose',
  file_edit: 'a file edit or write described generically (diff, "append … to ~/.bashrc"), judged by what the file does afterwards',
  prose_en: 'any other English prose: requests, intentions, descriptions of an action',
  prose_intl: 'prose in any language other than English (the note starts with its language tag, e.g. [de])',
} as const;

export type Surface = keyof typeof SURFACE_DESCRIPTIONS;
export const SURFACES = Object.keys(SURFACE_DESCRIPTIONS) as Surface[];
export const isSurface = (s: unknown): s is Surface => typeof s === 'string' && Object.hasOwn(SURFACE_DESCRIPTIONS, s);

/** The tier each danger level maps to (LABELS.md's table). */
export const TIER_OF_LEVEL: Record<DangerLevel, SafetyTier> = {
  safe: 'advisory',
  reversible: 'advisory',
  destructive: 'confirm',
  dangerous: 'verify',
  forbidden: 'danger_zone',
};

// ---- surfaceOf -----------------------------------------------------------------

const CLAUDE_CODE = /^(Bash|Edit|MultiEdit|Write|Read|Task|Glob|Grep|LS|WebFetch|WebSearch|NotebookEdit|NotebookRead|TodoWrite|ExitPlanMode|BashOutput|KillShell)\s*\(/;
const CLINE = /^<(execute_command|use_mcp_tool|write_to_file|replace_in_file|read_file|search_files|list_files|access_mcp_resource|browser_action|new_task|attempt_completion|ask_followup_question|list_code_definition_names|apply_diff|insert_content)>/;
const CODEX = /^(shell\s*[{([]|apply_patch\b|\*\*\* Begin Patch|\{\s*"(command|cmd)"\s*:\s*\[)/;
const GEMINI = /^(run_shell_command|save_memory|web_fetch|google_web_search|read_many_files|search_file_content|replace)\s*[({]/;
const IDE_AGENT = /^(run_terminal_cmd|run_in_terminal|replace_string_in_file|insert_edit_into_file|codebase_search|grep_search|file_search|list_dir|create_file)\s*[({]|^[\w-]+\s*\{[^}]*"target_file"|<<<<<<< SEARCH/;
const SLASH = /^\/[a-z][\w-]*(\s|$)/;

// Forms that can only be a tool call, checked before command families.
const MCP_STRONG = [
  /^mcp__[\w-]+__[\w-]+/,
  /^\{\s*"(name|tool|tool_name|method)"\s*:/,
  /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)+\s*\{/, // server.tool {…}
  /^[A-Za-z_][\w-]*\s*\{\s*"/, // tool {"arg": …}
];
// Forms that could also be prose or code, checked after them.
const MCP_WEAK = [
  /^(?=[\w.-]*[_.A-Z-])[A-Za-z][\w.-]*\s+[\w.]+=\S/, // tool key=value
  /^[A-Za-z_][\w-]*\(\s*\w+\s*=/, // tool(key=…)
  /^calling\s+[\w.-]+/i,
  /\bMCP\b/,
];
const HOOK_PAYLOAD = /^\{\s*"tool_name"\s*:\s*"(Bash|Edit|MultiEdit|Write|Read|Task|Glob|Grep|WebFetch|NotebookEdit)"/;

const ENGLISH_TAG = /^\[en\]/;
const LANGUAGE_TAG = /^\[([a-z]{2,3})(-[A-Za-z]+)?\]/;
// Letters of scripts other than Latin: CJK, kana, Hangul, Arabic, Hebrew, Indic, Thai, Cyrillic, Greek, Georgian, Armenian, Ethiopic.
const NON_LATIN = new RegExp(`[${['Greek','Cyrillic','Armenian','Hebrew','Arabic','Syriac','Thaana','Devanagari','Bengali','Gurmukhi','Gujarati','Oriya','Tamil','Telugu','Kannada','Malayalam','Sinhala','Thai','Lao','Tibetan','Myanmar','Georgian','Hangul','Ethiopic','Khmer','Mongolian','Hiragana','Katakana','Han'].map((sc) => `\\p{Script=${sc}}`).join('')}]`, 'gu');
const FOREIGN_WORDS =
  /\b(ich|und|nicht|auf|mit|für|wir|bitte|je|nous|vous|les|des|sur|pour|avec|une|dans|est|yo|los|las|por|para|una|del|voy|hacer|eu|vou|não|para|uma|com|io|della|sono|questo|voglio|sulla|ik|het|een|niet|wij|naar|jeg|og|ikke|det|jag|och|inte|är|minä|ja|ei|się|nie|jest|na|już|tôi|của|không|được|saya|dan|ini|tidak|yang|untuk|bir|ve|bu|için|değil|kwa|na|ya|wa|kwenye|sa|ng|mga|yung)\b/giu;
const ENGLISH_WORDS = /\b(the|a|an|to|of|in|on|for|with|and|from|that|this|is|are|be|it|its|my|our|we|i|i'm|so|all|by|before|after|then|so|now|just|please|going|will)\b/gi;

const GUI = /\bclick(s|ed|ing)?\b|\btoggl(e|es|ed|ing)\b|\bpress(es|ing)? (the )?['"“]|\b(tick|untick|check|uncheck)(s|ing)? (the )?['"“]|→|\b(console|dashboard|admin (ui|panel|page)|settings page|web ui|portal|app store|in the ui)\b|\s>\s[A-Z]/i;
const PLAN = /^(plan\b|step \d+|\d+[.)]\s|phase \d|todo\b)|\bsub-?agent\b|\bdelegat(e|es|ing)\b|^(here'?s|my) plan/i;
const MEMORY = /\b(save|saving|saved|add|adding|store|storing|write|writing|note|noting|record|recording|remember)\b[^.\n]{0,40}\b(memory|memories|standing instructions?)\b|^remember(\s+that|:)|^memory( note)?:/i;
const FILE_EDIT =
  /^(edit(s|ing)?|writ(e|es|ing)|append(s|ing)?|add(s|ing)?|chang(e|es|ing)|updat(e|es|ing)|replac(e|es|ing)|insert(s|ing)?|creat(e|es|ing)|modif(y|ies|ying)|overwrit(e|es|ing)|comment(s|ing)? out|remov(e|es|ing))\b[^\n]{0,120}(\bfile\b|\.(ya?ml|json|toml|ini|conf|cfg|env|sh|rc|service|timer|plist|tf|md)\b|~\/\.|\/etc\/|\bcrontab\b|\bsudoers\b|\bhooks?\b|\bDockerfile\b|\bMakefile\b|\.bashrc|\.zshrc|\.profile|authorized_keys)/i;

const FRAMING = /^(executing (shell )?command:|executing|running|run|exec|zsh:|bash:|sh:|fish:|\$|#|>)\s+/i;
const ENV_ASSIGN = /^([A-Za-z_]\w*=("[^"]*"|'[^']*'|\S*)\s+)+/;
const WRAPPERS = /^(sudo|doas|nohup|time|nice|ionice|env|command|exec|watch|npx|bunx|pnpx|pnpm dlx|yarn dlx|uvx|pipx run)(\s+-{1,2}[\w=-]+)*\s+/;
// A short label, then a statement: "Redshift (analytics-prod cluster): SELECT …", "Wise API: POST /v1/accounts".
const LABELLED_STATEMENT =
  /^(?:[A-Za-z][\w*.@-]*(?:\s+[\w().@*-]+){0,3}):\s+(?:(SELECT|INSERT|UPDATE|DELETE|DROP|TRUNCATE|ALTER|CREATE|GRANT|REVOKE|WITH|MERGE|VACUUM|COPY|UNLOAD|BEGIN|EXEC)\b|(?:GET|POST|PUT|PATCH|DELETE)\s+(?:https?:\/\/|\/))/;

const POWERSHELL = /^(PowerShell|pwsh|powershell(\.exe)?)\b|^PS [A-Z]:\\[^>]*>|^[A-Z][a-z]+-(Az|Mg|Ad|Exo|Pnp|Spo|Mp)?[A-Z][A-Za-z]+\b|^\$\w+\s*=\s*(\(|\[|Get-|New-|@)/;
const CMD = /^(cmd(\.exe)?\b\s*[:/]?|[A-Z]:\\[^>\n]*>)|^(del|erase|rd|dir|xcopy|robocopy|format|reg|sc|schtasks|icacls|takeown|cipher|bcdedit|vssadmin|wmic|diskpart|wevtutil|attrib|setx|mklink|cacls|bitsadmin|certutil|fsutil|manage-bde|netsh|net|taskkill|shutdown|gpupdate|wbadmin|sfc|dism)\s+\S/i;
const CMD_AMBIGUOUS = /^(rmdir|copy|move|ren|type)\s+.*(\s\/[a-z]\b|\\)/i;
const INTERPRETER = /^(python[\d.]*|py|node|nodejs|ruby|perl|php|deno|bun|lua|Rscript|osascript|pwsh -c)\b(\s+-\S+)*?\s+(-[ceEr]\b|eval\b|-\s*<<|-e\b)/;
const SQL_UPPER =
  /^(SELECT|INSERT|UPDATE|DELETE|DROP|TRUNCATE|ALTER|CREATE|GRANT|REVOKE|WITH|EXPLAIN|MERGE|VACUUM|ANALYZE|SHOW|DESCRIBE|COPY|UNLOAD|OPTIMIZE|UPSERT|BEGIN|COMMIT|ROLLBACK|USE|CALL|EXEC|EXECUTE|UNDROP|RENAME|COMMENT ON|CLUSTER|REINDEX|REFRESH|DECLARE|PRAGMA|ATTACH|DETACH|LOCK|KILL|SYSTEM|RESTORE|BACKUP|REPLACE INTO|DENY|SP_\w+)\b/;
const SQL_LOWER = /^(select\s[\s\S]*\sfrom\s|delete\s+from\s|update\s+\S+\s+set\s|insert\s+into\s|drop\s+(table|database|schema|view|index|user|role)\s|truncate\s+(table\s+)?\w|alter\s+(table|database|user|role|system)\s|create\s+(table|index|database|schema|user|role|view)\s|grant\s|revoke\s)/;
const SQL_CLIENT =
  /^(psql|mysql|mariadb|sqlite3|sqlcmd|sqlplus|snowsql|bq\s+query|clickhouse(-client)?|duckdb|cockroach\s+sql|trino|presto|beeline|impala-shell|isql|osql|db2|spark-sql|mysqlsh|pgcli|mycli|litecli|usql|dropdb|createdb|pg_dump|pg_dumpall|pg_restore|mysqldump|mysqladmin|redshift-data|sqlfluff)(?=\s|$)|^(mysql>|sqlite>|SQL>|postgres=[#>]|\w+=[#>]\s|SQL\*Plus\b|Snowflake worksheet|BigQuery( console| editor)?:|Redshift( query editor)?:|SSMS\b|T-SQL:|ClickHouse:)/;
const CQL = /^(DROP|CREATE|ALTER)\s+KEYSPACE\b/i;
const NOSQL_CLIENT =
  /^(mongo|mongosh|mongodump|mongorestore|mongoexport|redis-cli|valkey-cli|keydb-cli|cqlsh|nodetool|kafka-[\w-]+|kcat|kafkacat|etcdctl|rabbitmqctl|rabbitmqadmin|influx|curator|elasticdump|opensearch-[\w-]+|nats|memcached-tool)(?=\s|$)|^(mongo|mongosh|redis|elasticsearch|opensearch|kibana|cql|cassandra|dynamo(db)?)\s*(dev tools\s*)?:|^db\.(\w+\.)?\w+\(|^db\.\w+\.\w+|^(FLUSHALL|FLUSHDB|KEYS|SCAN|HSET|HGETALL|LPUSH|XTRIM|EXPIRE|UNLINK|DEL|SETEX|ZREM|HDEL|CONFIG SET)\b/;
const ES_CONSOLE = /^(GET|POST|PUT|DELETE|HEAD)\s+\/?([\w*.,-]+\/)*_[a-z_]+|^(GET|PUT|DELETE|POST)\s+\/?[a-z0-9*.,_-]+\/?(\?\S*)?(\s|$)/;
const HTTP = /^(curl|wget|http|https|xh|httpie|Invoke-RestMethod|Invoke-WebRequest|irm|iwr|grpcurl|websocat|hurl)(?=\s|$)|^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(https?:\/\/|\/|\{)|^(await\s+)?fetch\(|^(mutation|query)\s*(\w+\s*)?[({]/;
const KUBERNETES = /^(kubectl|k|helm|oc|kustomize|argocd|flux|velero|istioctl|linkerd|kubeadm|k3s|kind|minikube|eksctl|crictl|skaffold|stern|kubens|kubectx|kubeseal)(?=\s|$)/;
const IAC = /^(terraform|tofu|terragrunt|pulumi|cdk|cdktf|ansible|ansible-playbook|ansible-vault|packer|vagrant|serverless|sls|sam|crossplane|knife|puppet|salt|bicep|nomad)(?=\s|$)/;
const CONTAINER = /^(docker|docker-compose|podman|podman-compose|nerdctl|buildah|skopeo|ctr|colima)(?=\s|$)/;
const CLOUD = /^(aws|awslocal|gcloud|gsutil|bq|az|azcopy|doctl|oci|ibmcloud|linode-cli|hcloud|aliyun|scw|s3cmd|rclone|mc|b2|exo)(?=\s|$)/;
const PLATFORM = /^(sf|sfdx|vercel|netlify|fly|flyctl|heroku|railway|render|wrangler|supabase|firebase|surge|amplify|eb|expo|eas|neonctl|pscale|turso|convex|deployctl|stripe|shopify|twilio|doppler|sentry-cli|datadog-ci|auth0|okta|slack|algolia)(?=\s|$)/;
const VCS = /^(git|gh|glab|hub|svn|hg|git-lfs|tea|git-filter-repo|bfg)(?=\s|$)/;
const PM_ALWAYS = /^(pip|pip3|pipx|conda|mamba|gem|composer|apt|apt-get|apt-cache|dpkg|yum|dnf|rpm|zypper|pacman|apk|brew|port|choco|winget|scoop|nuget|snap|flatpak|nix-env|asdf|rustup|nvm|volta|corepack|sdkman)(?=\s|$)/;
const PM_LANG = /^(npm|pnpm|yarn|bun|cargo|go|dotnet|mvn|gradle|poetry|uv|deno|bundle|mix|pub|flutter|swift)\s+(install|i|add|remove|rm|uninstall|un|update|upgrade|up|publish|unpublish|deprecate|dist-tag|owner|audit|outdated|ls|list|why|info|view|show|search|cache|link|ci|prune|dedupe|lock|sync|token|login|logout|access|team|yank|get|mod|tidy|package|restore|pack)\b/;
const SDK_CODE =
  /^(await |const |let |var |import |from \S+ import |export |async |def |class |function |with |for \w+ in [^;\n$]*:\s|for\s*\(|if __name__|package |func |fn |use |require\(|new [A-Z])|^[\w$]+(\s*,\s*[\w$]+)*\s*:?=\s*[\w$.]+[.(]|^[\w$]+(\.[\w$]+)+(\(|\.\w+\()|^[A-Za-z_]\w*\([^)]*\)(\.\w+)+\(|^[A-Z]\w+\.(find|where|create|update|delete|destroy|all|objects)\b|^((bin\/)?rails (c|console)|irb|pry|iex|flask shell|python manage\.py shell)\b[^\n>]{0,30}>\s*\w|^(>>>|irb\(main\)[^>]*>|In \[\d+\]:)\s/;
const SHELL_OPERATORS = /(\|\s*\w|&&|\|\||;\s*\w|\$\(|`[^`]+`|>\s*\/|\s-{1,2}[a-zA-Z][\w-]*)/;
const COMMAND_TOKEN = /^(\.{0,2}\/|~\/)?[a-z0-9_][\w.+-]*$/;
const KNOWN_COMMANDS = new Set(
  (
    'ls cat grep rg ag find fd rm mv cp mkdir rmdir chmod chown chgrp ln touch echo printf sed awk tee dd mkfs shred wipefs truncate rsync scp sftp ssh tar zip unzip gzip gunzip xz 7z ps kill pkill killall top htop df du free mount umount systemctl service journalctl launchctl crontab useradd userdel usermod groupadd passwd chpasswd visudo iptables ip6tables ufw firewall-cmd nft sysctl setenforce getenforce sestatus tmutil diskutil dscl defaults csrutil spctl fdisk parted lsblk blkid make just cmake bazel pytest jest vitest tsc eslint prettier head tail less more wc sort uniq jq yq xargs export unset source alias eval bash sh zsh fish su nohup screen tmux vim nano code open xdg-open base64 openssl gpg ssh-keygen ssh-add ssh-copy-id history set trap sleep date whoami id hostname uname lsof netstat ss ip ifconfig ping dig nslookup traceroute nc nmap tcpdump chattr lsattr setfacl getfacl locate which file stat md5sum sha256sum diff patch restic borg duplicity vault op pass bw security certbot nginx apachectl pg_ctl redis-server supervisorctl pm2 shellcheck airflow dbt flyway liquibase alembic prisma sequelize knex typeorm rails rake celery gunicorn uvicorn npx bunx pnpx make wipe shutdown reboot poweroff halt init telinit modprobe insmod rmmod update-grub grub-install efibootmgr zpool zfs lvremove vgremove pvremove mdadm cryptsetup losetup swapoff swapon mkswap quotacheck logrotate auditctl aureport ausearch fail2ban-client semanage setsebool chcon restorecon pfctl sshd tailscale wg nmcli networkctl resolvectl hostnamectl timedatectl localectl loginctl userdbctl gsettings dconf plutil fdesetup profiles mdutil sfltool kextload softwareupdate osascript scutil networksetup pmset nvram bless asr hdiutil npm pnpm yarn bun cargo go dotnet mvn gradle gradlew poetry uv deno bundle mix flutter swift java javac gcc clang rustc node python python3 ruby perl php yes gam rimraf at'
  ).split(' '),
);

/** The command under framings ("executing shell command:"), env assignments and wrappers (sudo, npx); `wrapped` when a wrapper was seen. */
function unwrap(hint: string): { text: string; wrapped: boolean } {
  let s = hint.trim();
  let wrapped = false;
  for (let i = 0; i < 5; i++) {
    const before = s;
    s = s.replace(FRAMING, '').replace(/^`/, '').replace(ENV_ASSIGN, '').trimStart();
    const w = s.replace(WRAPPERS, '').trimStart();
    if (w !== s) wrapped = true;
    s = w;
    if (s === before) break;
  }
  return { text: s, wrapped };
}

function proseScore(text: string): { english: number; foreign: number; nonLatin: number; letters: number } {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return {
    english: (text.match(ENGLISH_WORDS) ?? []).length,
    foreign: (text.match(FOREIGN_WORDS) ?? []).length,
    nonLatin: (text.match(NON_LATIN) ?? []).length,
    letters,
  };
}

function englishProseSurface(text: string): Surface {
  if (MEMORY.test(text)) return 'memory';
  if (PLAN.test(text)) return 'plan';
  if (GUI.test(text)) return 'gui';
  if (FILE_EDIT.test(text)) return 'file_edit';
  return 'prose_en';
}

/** The family of a command-like text (after framings and wrappers are stripped), or undefined. */
function commandSurface(s: string, multiLine: boolean): Surface | undefined {
  if (HTTP.test(s)) return 'http_api';
  if (POWERSHELL.test(s)) return 'powershell';
  if (CMD.test(s) || CMD_AMBIGUOUS.test(s)) return 'cmd';
  if (INTERPRETER.test(s)) return 'interpreter';
  if (CQL.test(s)) return 'nosql';
  if (SQL_CLIENT.test(s) || SQL_UPPER.test(s) || SQL_LOWER.test(s)) return 'sql';
  if (NOSQL_CLIENT.test(s) || ES_CONSOLE.test(s)) return 'nosql';
  if (KUBERNETES.test(s)) return 'kubernetes';
  if (IAC.test(s)) return 'iac';
  if (CONTAINER.test(s)) return 'container';
  if (CLOUD.test(s)) return 'cloud_cli';
  if (PLATFORM.test(s)) return 'platform_cli';
  if (VCS.test(s)) return 'vcs';
  if (PM_ALWAYS.test(s) || PM_LANG.test(s)) return 'package_manager';
  if (SDK_CODE.test(s)) return 'sdk_code';
  const first = (s.split(/\s/, 1)[0] ?? '').replace(/[;&|]+$/, '');
  const heredoc = /<<-?\s*['"]?\w+/.test(s);
  const bare = first.replace(/^(\.{0,2}\/|~\/)/, '');
  const isCommand =
    KNOWN_COMMANDS.has(bare) ||
    /^(\.{0,2}\/|~\/)/.test(first) ||
    /^(for|while|if|until|case)\b.*\b(do|then|in)\b/.test(s) ||
    /^\(\s*\w/.test(s) ||
    /^[\w-]+\s*\(\)\s*\{/.test(s) ||
    (COMMAND_TOKEN.test(first) &&
      (/[-_.\d/]/.test(bare) || /^\S+\s+[-./~$]/.test(s)) &&
      SHELL_OPERATORS.test(s) &&
      proseScore(s).english < 3);
  if (!isCommand) return undefined;
  return multiLine || heredoc ? 'shell_script' : 'bash';
}

/**
 * The surface of one item: how its action is written. `note` is consulted only
 * for a leading language tag (`[de] …`); an item with a structured `action` and
 * no recognisable notation is an MCP call.
 */
export function surfaceOf(hint: string, note = '', hasAction = false): Surface {
  const t = hint.trim();
  if (CLAUDE_CODE.test(t)) return 'claude_code';
  if (CLINE.test(t)) return 'cline';
  if (CODEX.test(t)) return 'codex';
  if (GEMINI.test(t)) return 'gemini_cli';
  if (IDE_AGENT.test(t)) return 'ide_agent';
  if (SLASH.test(t)) return 'slash_command';

  const tag = LANGUAGE_TAG.exec(note.trim());
  if (tag && !ENGLISH_TAG.test(note.trim())) return 'prose_intl';
  const score = proseScore(t);
  if (!tag && score.letters > 0 && score.nonLatin / score.letters >= 0.2) return 'prose_intl';
  if (tag) return englishProseSurface(t);

  if (HOOK_PAYLOAD.test(t)) return 'claude_code';
  if (MCP_STRONG.some((re) => re.test(t))) return 'mcp_call';
  const labelled = LABELLED_STATEMENT.exec(t);
  if (labelled) return labelled[1] ? 'sql' : 'http_api';
  const multiLine = t.includes('\n');
  const { text, wrapped } = unwrap(t);
  const command = commandSurface(text, multiLine) ?? (wrapped ? (multiLine ? 'shell_script' : 'bash') : undefined);
  if (command) return command;
  if (MCP_WEAK.some((re) => re.test(t))) return 'mcp_call';
  if (hasAction) return 'mcp_call';
  if (score.foreign >= 2 && score.foreign > score.english) return 'prose_intl';
  return englishProseSurface(t);
}

// ---- validation ----------------------------------------------------------------

export interface CorpusRow {
  id: string;
  hint: string;
  level: DangerLevel;
  tier: SafetyTier;
  domain: string;
  note: string;
  surface?: Surface;
  action?: { tool: string; server?: string; arguments?: Record<string, unknown>; annotations?: Record<string, boolean> };
}

const ROW_KEYS = new Set(['id', 'hint', 'level', 'tier', 'domain', 'note', 'surface', 'action']);
const ACTION_KEYS = new Set(['tool', 'server', 'arguments', 'annotations']);
const ANNOTATION_KEYS = new Set(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint', 'title']);

function actionProblems(action: unknown): string[] {
  const problems: string[] = [];
  const a = action as Record<string, unknown> | null;
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return ['"action" must be an object'];
  for (const k of Object.keys(a)) if (!ACTION_KEYS.has(k)) problems.push(`unknown action key "${k}"`);
  if (typeof a.tool !== 'string' || a.tool === '') problems.push('"action.tool" must be a non-empty string');
  if (a.server !== undefined && typeof a.server !== 'string') problems.push('"action.server" must be a string');
  if (a.arguments !== undefined && (typeof a.arguments !== 'object' || a.arguments === null || Array.isArray(a.arguments))) {
    problems.push('"action.arguments" must be an object');
  }
  if (a.annotations !== undefined) {
    const an = a.annotations as Record<string, unknown> | null;
    if (typeof an !== 'object' || an === null || Array.isArray(an)) problems.push('"action.annotations" must be an object');
    else for (const [k, v] of Object.entries(an)) if (!ANNOTATION_KEYS.has(k) || (k !== 'title' && typeof v !== 'boolean')) problems.push(`bad annotation "${k}"`);
  }
  return problems;
}

function labelProblems(r: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!(DANGER_LEVELS as readonly unknown[]).includes(r.level)) problems.push(`"level" must be one of ${DANGER_LEVELS.join(', ')}`);
  if (!(SAFETY_TIERS as readonly unknown[]).includes(r.tier)) problems.push(`"tier" must be one of ${SAFETY_TIERS.join(', ')}`);
  else if ((DANGER_LEVELS as readonly unknown[]).includes(r.level) && TIER_OF_LEVEL[r.level as DangerLevel] !== r.tier) {
    problems.push(`level ${String(r.level)} belongs to tier ${TIER_OF_LEVEL[r.level as DangerLevel]}, not ${String(r.tier)}`);
  }
  return problems;
}

const GROUP_KEYS = new Set(['id', 'intent', 'level', 'tier', 'note', 'renderings']);

/** Problems of one metamorphic group: one intent, its label, 4-8 renderings on distinct surfaces. */
export function groupProblems(r: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const k of Object.keys(r)) if (!GROUP_KEYS.has(k)) problems.push(`unknown key "${k}"`);
  for (const k of ['id', 'intent', 'note'] as const) {
    if (typeof r[k] !== 'string' || (r[k] as string).trim() === '') problems.push(`"${k}" must be a non-empty string`);
  }
  problems.push(...labelProblems(r));
  const rs = r.renderings;
  if (!Array.isArray(rs) || rs.length < 4 || rs.length > 8) return [...problems, '"renderings" must hold 4 to 8 renderings'];
  const surfaces = new Set<unknown>();
  rs.forEach((x: unknown, i) => {
    const rendering = x as Record<string, unknown> | null;
    if (typeof rendering !== 'object' || rendering === null) return void problems.push(`rendering ${i + 1} is not an object`);
    for (const k of Object.keys(rendering)) if (!['surface', 'hint', 'action'].includes(k)) problems.push(`rendering ${i + 1}: unknown key "${k}"`);
    if (!isSurface(rendering.surface)) problems.push(`rendering ${i + 1}: surface ${JSON.stringify(rendering.surface)} is not in the taxonomy`);
    else if (surfaces.has(rendering.surface)) problems.push(`rendering ${i + 1}: surface ${rendering.surface} is used twice in the group`);
    surfaces.add(rendering.surface);
    if (typeof rendering.hint !== 'string' || rendering.hint.trim() === '') problems.push(`rendering ${i + 1}: "hint" must be a non-empty string`);
    if (rendering.action !== undefined) problems.push(...actionProblems(rendering.action).map((p) => `rendering ${i + 1}: ${p}`));
  });
  return problems;
}

/** Problems of one parsed line (empty when it is a valid corpus row or metamorphic group). Messages never quote the hint. */
export function rowProblems(row: unknown, opts: { requireSurface: boolean }): string[] {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return ['not a JSON object'];
  const r = row as Record<string, unknown>;
  if (Object.hasOwn(r, 'renderings')) return groupProblems(r);
  const problems: string[] = [];
  for (const k of Object.keys(r)) if (!ROW_KEYS.has(k)) problems.push(`unknown key "${k}"`);
  for (const k of ['id', 'hint', 'domain', 'note'] as const) {
    if (typeof r[k] !== 'string' || (r[k] as string).trim() === '') problems.push(`"${k}" must be a non-empty string`);
  }
  problems.push(...labelProblems(r));
  if (r.surface === undefined) {
    if (opts.requireSurface) problems.push('"surface" is missing');
  } else if (!isSurface(r.surface)) problems.push(`"surface" ${JSON.stringify(r.surface)} is not in the taxonomy`);
  if (r.action !== undefined) problems.push(...actionProblems(r.action));
  return problems;
}

function readRows(file: string): { line: number; row: unknown; raw: string }[] {
  const out: { line: number; row: unknown; raw: string }[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      if (raw.trim() === '') return;
      let row: unknown;
      try {
        row = JSON.parse(raw);
      } catch {
        row = Symbol.for('invalid-json');
      }
      out.push({ line: i + 1, row, raw });
    });
  return out;
}

/** Validates files; ids must be unique across all of them. Returns the problems as "file:line: message". */
export function checkFiles(files: readonly string[], opts: { requireSurface: boolean }): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    for (const { line, row } of readRows(file)) {
      if (typeof row === 'symbol') {
        problems.push(`${file}:${line}: not valid JSON`);
        continue;
      }
      for (const p of rowProblems(row, opts)) problems.push(`${file}:${line}: ${p}`);
      const id = (row as { id?: unknown }).id;
      if (typeof id === 'string') {
        const where = `${file}:${line}`;
        const first = seen.get(id);
        if (first) problems.push(`${where}: id "${id}" already used at ${first}`);
        else seen.set(id, where);
      }
    }
  }
  return problems;
}

// ---- sealing -------------------------------------------------------------------

/** Rank key of an id for sealing: a hash, so nobody chooses which items are held out. */
export const sealKey = (id: string): string => createHash('sha256').update(`airlock-seal:${id}`).digest('hex');

/**
 * Splits a batch of new items: within each surface, the items whose id hashes lowest
 * (round(share × n) of them) are sealed, the rest are open.
 */
export function splitBatch<T extends { id: string; surface?: string }>(items: readonly T[], share: number): { open: T[]; sealed: T[] } {
  const bySurface = new Map<string, T[]>();
  for (const it of items) {
    const s = it.surface ?? 'none';
    bySurface.set(s, [...(bySurface.get(s) ?? []), it]);
  }
  const sealedIds = new Set<string>();
  for (const group of bySurface.values()) {
    const ranked = [...group].sort((a, b) => (sealKey(a.id) < sealKey(b.id) ? -1 : 1));
    for (const it of ranked.slice(0, Math.round(share * group.length))) sealedIds.add(it.id);
  }
  return { open: items.filter((i) => !sealedIds.has(i.id)), sealed: items.filter((i) => sealedIds.has(i.id)) };
}

// ---- command line ----------------------------------------------------------------

function fail(message: string): never {
  process.stderr.write(`corpus-surfaces: ${message}\n`);
  process.exit(2);
}

function assign(files: readonly string[]): void {
  for (const file of files) {
    const counts = new Map<string, number>();
    const lines = readRows(file).map(({ line, row, raw }) => {
      if (typeof row !== 'object' || row === null) fail(`${file}:${line}: not a JSON object`);
      const r = row as Record<string, unknown>;
      let surface = r.surface;
      let text = raw;
      if (!isSurface(surface)) {
        if (surface !== undefined) fail(`${file}:${line}: "surface" ${JSON.stringify(surface)} is not in the taxonomy`);
        surface = surfaceOf(String(r.hint ?? ''), String(r.note ?? ''), r.action !== undefined);
        // Append the key to the line as written, so the labels and their formatting stay untouched.
        text = raw.replace(/\}\s*$/, `, "surface": "${surface}"}`);
      }
      counts.set(surface as string, (counts.get(surface as string) ?? 0) + 1);
      return text;
    });
    writeFileSync(file, `${lines.join('\n')}\n`);
    const summary = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`);
    process.stdout.write(`${file}: ${lines.length} items; ${summary.join(', ')}\n`);
  }
}

function split(args: string[]): void {
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const batch = opt('--batch');
  const open = opt('--open');
  const sealed = opt('--sealed');
  const share = Number(opt('--share') ?? '0.3');
  if (!batch || !open || !sealed) fail('split needs --batch <new.jsonl> --open <open.jsonl> --sealed <sealed.jsonl>');
  if (!(share > 0 && share < 1)) fail('--share must be between 0 and 1');
  const rows = readRows(batch).map(({ line, row }) => {
    if (typeof row === 'object' && row !== null && Object.hasOwn(row, 'renderings')) fail(`${batch}:${line}: a metamorphic group, not a corpus item`);
    const problems = rowProblems(row, { requireSurface: true });
    if (problems.length) fail(`${batch}:${line}: ${problems.join('; ')}`);
    return row as CorpusRow;
  });
  const { open: o, sealed: s } = splitBatch(rows, share);
  const append = (file: string, items: CorpusRow[]) => {
    const prior = existsSync(file) ? readFileSync(file, 'utf8').replace(/\n*$/, '') : '';
    const text = [prior, ...items.map((i) => JSON.stringify(i))].filter((l) => l !== '').join('\n');
    writeFileSync(file, `${text}\n`);
  };
  append(open, o);
  append(sealed, s);
  const problems = checkFiles([open, sealed], { requireSurface: true });
  if (problems.length) fail(`after the split:\n${problems.join('\n')}`);
  process.stdout.write(`${o.length} items appended to ${open}, ${s.length} to ${sealed}\n`);
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  if (command === 'assign') {
    if (rest.length === 0) fail('assign needs at least one file');
    assign(rest);
  } else if (command === 'check') {
    if (rest.length === 0) fail('check needs at least one file');
    const problems = checkFiles(rest, { requireSurface: true });
    for (const p of problems) process.stderr.write(`${p}\n`);
    process.stdout.write(`${rest.length} file(s) checked, ${problems.length} problem(s)\n`);
    if (problems.length) process.exit(1);
  } else if (command === 'split') {
    split(rest);
  } else {
    fail('usage: corpus-surfaces.ts assign <file>… | check <file>… | split --batch <new.jsonl> --open <open.jsonl> --sealed <sealed.jsonl> [--share 0.3]');
  }
}

const invokedDirectly = process.argv[1] !== undefined && /corpus-surfaces\.ts$/.test(process.argv[1]);
if (invokedDirectly) main(process.argv.slice(2));
