// (cls-en16) Host storage and directory administration, read by what each command does to data and to who may do
// what: volume managers (LVM, ZFS, mdadm RAID, LUKS via cryptsetup) and directory servers' admin CLIs (samba-tool
// for Active Directory, FreeIPA's `ipa`). The generic subcommand reader saw `lvremove` or `zpool destroy` as one
// resource removed; a volume group, a pool or an array's metadata is every volume and every byte on it.
import { f, type Finding, ladder, snippet, unplacedRun } from '../findings';
import { readSubcommands } from '../readers/generic';
import { positionals, type Cmd } from '../shell/parse';
import { commandFamily, type Handler } from './types';

/** A volume or dataset name that says it holds a database's files. */
const DB_VOLUME = /(?:^|[/_.-])(?:pg|pgdata|pgsql|postgres\w*|mysql\w*|maria\w*|mongo\w*|db|dbs|dbdata|database\w*|oracle|redis|elastic\w*|clickhouse|cassandra)(?:$|[/_.\d-])/i;
/** (cls-shell19) A volume, dataset or subvolume named for backups, or for the home directories (btrfs `@home`). */
const BACKUP_VOLUME = /(?:^|[/_.@-])(?:backups?|bak|bkp|bckp)(?:$|[/_.\d-])/i;
const HOME_VOLUME = /(?:^|[/@_-])home\/?$/i;
/** A volume or dataset name that says it is scratch space. */
const SCRATCH_VOLUME = /(?:^|[/_.-])(?:scratch|tmp|temp|test|tests|testing|cache|sandbox|dev|ci)(?:$|[/_.\d-])/i;

function byName(path: string, how: string, what: string): Finding {
  // (The /dev/ of a device path is no development environment.)
  const name = path.replace(/^\/dev\//, '');
  if (DB_VOLUME.test(name)) return f('forbidden', `${what} holding a database's files: the database is gone (${how})`);
  // (cls-shell19) A volume named for backups or for the users' homes: every backup, or every person's files, on it.
  if (BACKUP_VOLUME.test(name)) return f('forbidden', `${what} holding backups: every backup on it is gone (${how})`);
  if (HOME_VOLUME.test(name)) return f('forbidden', `${what} holding every user's home directory (${how})`);
  if (SCRATCH_VOLUME.test(name)) return f('destructive', `${what} named as scratch or test space (${how})`);
  return f('dangerous', `${what}: every file on it is gone (${how})`);
}

const fallback = (cmd: Cmd, label: string): Finding[] => {
  const r = readSubcommands(cmd);
  if (r.length && !/no risky operation recognised/.test(r[0]?.reason ?? '')) return r;
  return [unplacedRun('reversible', `${label} (${snippet(cmd.text, 60)})`)];
};

/** LVM: lvremove / vgremove / pvremove / lvreduce; `--test` changes nothing. */
const lvm: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const a = cmd.args;
  if (a.includes('--test') || a.includes('-t')) return [f('safe', `LVM test mode: nothing is written (${how})`)];
  const targets = positionals(a, ['-L', '--size', '-l', '--extents', '-n', '--name', '--select', '-S', '--config']);
  if (cmd.name === 'vgremove') return [f('forbidden', `removes a volume group and every logical volume in it (${how})`)];
  if (cmd.name === 'pvremove') return [f('dangerous', `wipes the LVM label off a disk (${how})`)];
  if (cmd.name === 'lvremove') {
    if (targets.length === 0 || a.includes('--select') || a.includes('-S')) return [f('forbidden', `removes every logical volume it selects (${how})`)];
    return targets.map((t) => byName(t, how, 'removes a logical volume'));
  }
  // lvreduce, or lvresize to a smaller size: what lies past the new end is lost.
  const size = a.find((x, i) => a[i - 1] === '-L' || a[i - 1] === '--size' || /^--size=/.test(x)) ?? '';
  if (cmd.name === 'lvreduce' || /^(?:--size=)?-/.test(size)) return [f('dangerous', `shrinks a logical volume: data past its new end is lost (${how})`)];
  return [f('reversible', `resizes or extends a logical volume (${how})`)];
};

/** ZFS datasets and snapshots. */
const zfs: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const a = cmd.args;
  const pos = positionals(a, ['-o', '-t', '-s', '-S', '-d']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (/^(?:list|get|holds|diff|userspace|groupspace|version|help)$/.test(sub) || a.length === 0) return [f('safe', `reads ZFS datasets (${how})`)];
  if (sub === 'destroy') {
    if (a.some((x) => /^-[a-zA-Z]*n/.test(x))) return [f('safe', `previews what a destroy would remove (${how})`)];
    const target = pos[1] ?? '';
    const recursive = a.some((x) => /^-[a-zA-Z]*[rR]/.test(x));
    // (cls-shell19) `pool/ds@%`: every snapshot of the dataset. (One snapshot stays dangerous, as cls-en16's grid labels it,
    // though one old cloud snapshot reads destructive: left for the lead.)
    const snap = target.slice(target.indexOf('@') + 1);
    if (target.includes('@') && snap === '%') return [f('forbidden', `destroys every snapshot of a ZFS dataset${recursive ? ' and its children' : ''}: its backups on the pool are gone (${how})`)];
    if (recursive) return [f('forbidden', `destroys a ZFS dataset with every child dataset and snapshot: the data and its backups on the pool are gone (${how})`)];
    return [byName(target, how, 'destroys a ZFS dataset')];
  }
  if (sub === 'rollback') return [f('dangerous', `rolls a dataset back: every change since the snapshot${a.some((x) => /^-[a-zA-Z]*[rR]/.test(x)) ? ' and every later snapshot' : ''} is lost (${how})`)];
  if (sub === 'snapshot' || sub === 'snap' || sub === 'hold' || sub === 'bookmark' || sub === 'create' || sub === 'clone') return [f('reversible', `makes a ZFS snapshot, clone or dataset (${how})`)];
  // (lead19) zfs set PROP=VALUE: a share opened to every host (sharenfs rw=* or no_root_squash) weakens access control;
  // any share turned on leaves the machine; snapshots or dedup settings and the like are the dataset's own.
  if (sub === 'set') {
    const prop = pos.slice(1).find((x) => x.includes('=')) ?? '';
    if (/^sharenfs=/i.test(prop) && (/(?:^|[,=])(?:rw|root)=\*|no_root_squash|\*\(rw/i.test(prop) || /^sharenfs=(?:on|rw)$/i.test(prop))) return [f('dangerous', `shares a dataset over NFS to every host${/no_root_squash/i.test(prop) ? ', with root access' : ''} (${how})`)];
    if (/^share(?:nfs|smb)=(?!off)/i.test(prop)) return [f('destructive', `shares a dataset over the network (${how})`)];
    if (/^(?:readonly=off|canmount|mountpoint|quota|refquota|reservation|compression|atime|recordsize|dedup|sync|com\.[\w.:-]+)=/i.test(prop)) return [f('reversible', `sets a dataset property (${how})`, true)];
  }
  return fallback(cmd, 'ZFS');
};

/**
 * (cls-shell19) btrfs: a subvolume deleted is every file in it (judged by what its name holds, as an LVM volume or ZFS
 * dataset: `@` is the root filesystem, `@home` every home directory); one snapshot under a snapshots directory is one backup.
 */
const btrfs: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['-c', '--commit-after', '-i', '--subvolid']);
  const [g, v] = [(pos[0] ?? '').toLowerCase(), (pos[1] ?? '').toLowerCase()];
  if (/^(?:su|sub|subv|subvol|subvolume)$/.test(g)) {
    if (/^(?:list|show|get-default|find-new|sync)$/.test(v)) return [f('safe', `reads btrfs subvolumes (${how})`)];
    if (/^(?:create|snapshot|snap)$/.test(v)) return [f('reversible', `makes a btrfs subvolume or snapshot (${how})`)];
    if (/^(?:delete|del|remove)$/.test(v)) {
      const targets = pos.slice(2);
      if (targets.length === 0) return [f('dangerous', `deletes btrfs subvolumes (${how})`)];
      return targets.map((t) => {
        const last = t.replace(/\/+$/, '').split('/').pop() ?? '';
        // A snapshot under a snapshots directory: as `zfs destroy pool/ds@snap` reads.
        // (cls-interp22) A bare glob over the snapshots directory (/.snapshots/*/snapshot, /mnt/@snapshots/*): every
        // snapshot there, as `zfs destroy pool/ds@%` reads.
        if (/(?:^|\/)[.@]?snapshots?\/\*(?:\/|$)/i.test(t)) return f('forbidden', `deletes every btrfs snapshot in the directory: the backups on the disk are gone (${how})`);
        if (/(?:^|\/)\.?snapshots?\//i.test(t) || /snap/i.test(last)) return f('dangerous', `deletes ${targets.length > 1 || /[*?]/.test(t) ? 'btrfs snapshots' : 'a btrfs snapshot'} (${how})`);
        if (last === '@' || last === '@root' || last === '@rootfs') return f('forbidden', `deletes the root filesystem's subvolume (${how})`);
        return byName(t.replace(/@/g, ''), how, 'deletes a btrfs subvolume');
      });
    }
  }
  if (/^(?:fi|filesystem)$/.test(g) && /^(?:show|df|du|usage|label)$/.test(v)) return [f('safe', `reads btrfs filesystem usage (${how})`)];
  if (/^(?:dev|device)$/.test(g) && /^(?:delete|remove|del)$/.test(v)) return [f('dangerous', `takes a disk out of a btrfs filesystem, reducing its redundancy (${how})`)];
  if (/^(?:scrub|balance|check|inspect-internal|version|help|--version)$/.test(g)) return [f(g === 'balance' ? 'reversible' : 'safe', `btrfs maintenance or checks (${how})`)];
  return fallback(cmd, 'btrfs');
};

/** ZFS pools: a pool destroyed, a label cleared or a pool created over disks erases them. */
const zpool: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['-o', '-O', '-R', '-m', '-d']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (/^(?:status|list|iostat|get|history|events|version|help)$/.test(sub) || cmd.args.length === 0) return [f('safe', `reads ZFS pool state (${how})`)];
  if (cmd.args.includes('-n') && (sub === 'create' || sub === 'add' || sub === 'remove' || sub === 'split')) return [f('safe', `previews a pool change (${how})`)];
  if (sub === 'destroy') return [f('forbidden', `destroys a ZFS pool and every dataset on it (${how})`)];
  if (sub === 'labelclear') return [f('forbidden', `clears the ZFS label off a disk, erasing its pool membership (${how})`)];
  if (sub === 'create') return [f('forbidden', `creates a pool over disks, erasing what they hold (${how})`)];
  if (sub === 'remove' || sub === 'detach' || sub === 'split') return [f('dangerous', `takes a disk out of a pool, reducing its redundancy (${how})`)];
  if (sub === 'offline' || sub === 'export' || sub === 'replace') return [f('destructive', `takes a pool or disk out of service (${how})`)];
  if (sub === 'scrub' || sub === 'import' || sub === 'online' || sub === 'clear' || sub === 'trim') return [f('reversible', `ZFS pool maintenance (${how})`)];
  return fallback(cmd, 'ZFS pool');
};

/** mdadm: zeroing a superblock or creating an array over disks erases the array; stopping it takes volumes away. */
const mdadm: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const a = cmd.args;
  const has = (...xs: string[]): boolean => a.some((x) => xs.includes(x));
  if (has('--zero-superblock')) return [f('forbidden', `erases RAID metadata from member disks: the array and its data are lost (${how})`)];
  if (has('--create', '-C')) return [f('forbidden', `creates a RAID array over disks, erasing what they hold (${how})`)];
  if (has('--detail', '-D', '--examine', '-E', '--query', '-Q', '--detail-platform', '--monitor', '--scan')) return [f('safe', `reads RAID state (${how})`)];
  if (has('--stop', '-S')) return [f('destructive', `stops a RAID array: everything on it goes offline (${how})`)];
  if (has('--fail', '-f', '--remove', '-r', '--grow', '-G')) return [f('destructive', `changes a RAID array's members (${how})`)];
  return [f('reversible', `RAID assembly or maintenance (${how})`)];
};

/** cryptsetup: a LUKS header or key slot erased makes the data unreadable. */
const cryptsetup: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['--key-file', '-d', '--key-slot', '-S', '--type', '-c', '--cipher', '-s', '--key-size', '--header']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (cmd.args.some((x) => /^--dump-(?:master|volume)-key$/.test(x))) return [f('dangerous', `prints a disk's encryption key (${how})`)];
  if (/^(?:status|luksdump|isluks|luksuuid|benchmark|--version|--help)$/.test(sub)) return [f('safe', `reads encryption state (${how})`)];
  if (sub === 'erase' || sub === 'lukserase' || sub === 'luksformat') return [f('forbidden', `erases or re-formats an encrypted disk: its data cannot be read again (${how})`)];
  if (sub === 'lukskillslot' || sub === 'luksremovekey') return [f('dangerous', `removes a disk's unlock key; with the last one gone the data cannot be read (${how})`)];
  if (sub === 'luksaddkey' || sub === 'lukschangekey' || sub === 'token') return [f('destructive', `changes who can unlock an encrypted disk (${how})`)];
  if (sub === 'reencrypt' || sub === 'convert' || sub === 'luksheaderrestore') return [f('dangerous', `rewrites an encrypted disk's header (${how})`)];
  return [f('reversible', `opens, closes or resizes an encrypted mapping (${how})`)];
};

/** Directory groups whose members administer the domain or its machines. */
const ADMIN_GROUP = /^(?:domain admins|enterprise admins|schema admins|administrators|admins|account operators|backup operators|server operators|dnsadmins|group policy creator owners|key admins|enterprise key admins|trust admins|sudo|wheel|root|ipaadmins|[\w-]*admins?)$/i;
/** Accounts whose password or state is the domain's keys. */
const ADMIN_ACCOUNT = /^(?:administrator|admin|root|krbtgt|domain admin)$/i;

/** samba-tool (Active Directory). */
const sambaTool: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['-U', '--username', '-H', '--URL', '--newpassword', '--password', '--filter', '-s', '--configfile']);
  const [g, v] = [(pos[0] ?? '').toLowerCase(), (pos[1] ?? '').toLowerCase()];
  const a = cmd.args.join(' ').toLowerCase();
  if (/^(?:list|show|listmembers|info|level|view|fetch|testparm|dbcheck)$/.test(v) && !a.includes('--fix')) return [f('safe', `reads the directory (${how})`)];
  if (g === 'group' && (v === 'addmembers' || v === 'add-members')) return [ADMIN_GROUP.test(pos[2] ?? '') ? f('dangerous', `adds members to a privileged directory group (${how})`) : f('destructive', `changes a directory group's members (${how})`)];
  if (g === 'user' && (v === 'setpassword' || v === 'enable')) return [ADMIN_ACCOUNT.test(pos[2] ?? '') ? f('dangerous', `changes the domain administrator account (${how})`) : f('destructive', `changes a directory account (${how})`)];
  if (g === 'domain' && v === 'passwordsettings' && /complexity[= ]off|min-pwd-length[= ][0-7]\b|account-lockout-threshold[= ]0\b|history-length[= ]0\b|max-pwd-age[= ]0\b|store-plaintext[= ]on/.test(a)) return [f('dangerous', `weakens the domain password policy (${how})`)];
  if (g === 'user' || g === 'group' || g === 'domain' || g === 'computer' || g === 'ou' || g === 'contact') return [f('destructive', `changes the directory (${how})`)];
  return fallback(cmd, 'samba-tool');
};

/** FreeIPA's `ipa` (commands named object-action: user-del, group-add-member, pwpolicy-mod …). */
const ipa: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['--users', '--groups', '--hosts', '--minlength', '--maxfail', '--history', '--maxlife', '--minlife']);
  const sub = (pos[0] ?? '').toLowerCase();
  const a = cmd.args.join(' ').toLowerCase();
  if (/-(?:find|show)$|^(?:ping|env|help|config-show)$/.test(sub) || cmd.args.length === 0) return [f('safe', `reads the directory (${how})`)];
  if (/^(?:group|role)-add-member$/.test(sub)) return [ADMIN_GROUP.test(pos[1] ?? '') ? f('dangerous', `adds members to a privileged directory group (${how})`) : f('destructive', `changes a directory group's members (${how})`)];
  if (sub === 'pwpolicy-mod' && /--minlength[= ][0-7]\b|--maxfail[= ]0\b|--history[= ]0\b|--minclasses[= ][01]\b/.test(a)) return [f('dangerous', `weakens the password policy (${how})`)];
  if (/^(?:sudorule|hbacrule)-(?:add|mod)/.test(sub) && /--(?:usercat|hostcat|cmdcat|servicecat)[= ]all\b/.test(a)) return [f('dangerous', `opens an access rule to everyone or everything (${how})`)];
  if (sub === 'hbacrule-enable' && pos[1] === 'allow_all') return [f('dangerous', `lets every user log in to every host (${how})`)];
  if (/^[a-z]+-(?:del|mod|add|disable|enable|remove\w*|add\w*)$/.test(sub)) return [f('destructive', `changes the directory (${how})`)];
  return fallback(cmd, 'FreeIPA');
};

/** ldapdelete: one entry, or with -r a whole subtree (an `ou=people` branch is every account under it). */
const ldapdelete: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const dns = positionals(cmd.args, ['-D', '-w', '-H', '-h', '-p', '-b', '-f', '-y', '-o', '-e', '-z', '-Y', '-X', '-R', '-U', '-O']).filter((x) => /=/.test(x));
  const recursive = cmd.args.some((x) => /^-[a-zA-Z]*r/.test(x) && !/^-[a-zA-Z]*[DHhwy]$/.test(x));
  if (cmd.args.includes('-n')) return [f('safe', `shows what would be deleted (${how})`)];
  if (!recursive) return [f('destructive', `deletes a directory entry (${how})`)];
  const root = dns.some((d) => /^\s*dc=/i.test(d) || /^\s*(?:ou|cn)=(?:people|users|accounts|staff|employees|groups|computers)\b/i.test(d));
  return [f(root ? 'forbidden' : 'dangerous', `deletes a directory subtree and every entry under it (${how})`)];
};

/** (cls-en17) A directory object's CN inside a DN: `CN=Domain Admins,CN=Users,DC=corp` → "Domain Admins". */
function cnOf(dn: string): string {
  return /^\s*CN=((?:[^,\\]|\\.)+)/i.exec(dn)?.[1] ?? '';
}

/**
 * (cls-en17) Windows' directory-service tools (dsquery/dsget read; dsrm, dsmod, dsadd, dsmove change). Given no DN of
 * their own, dsrm and dsmod act on every DN piped in (`dsquery user "OU=Interns,…" | dsrm -noprompt`): a set of accounts.
 * `-subtree` takes a whole OU with it.
 */
const dsTool: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const a = cmd.args;
  const j = a.join(' ').toLowerCase();
  if (cmd.name === 'dsquery' || cmd.name === 'dsget') return [f('safe', `reads the directory (${how})`)];
  const dns = a.filter((x, i) => /^(?:CN|OU|DC)=/i.test(x) && !/^-(?:addmbr|rmmbr|chmbr|memberof|newparent|u|p|s|d)$/i.test(a[i - 1] ?? ''));
  const fromPipe = dns.length === 0 || a.includes('-');
  const ou = dns.some((d) => /^\s*(?:OU|DC)=/i.test(d));
  if (cmd.name === 'dsrm') {
    if (a.some((x) => /^-subtree$/i.test(x))) return [f(dns.some((d) => /^\s*DC=/i.test(d)) ? 'forbidden' : 'dangerous', `deletes a directory subtree and every account under it (${how})`)];
    if (fromPipe || ou) return [f('dangerous', `deletes every directory object piped in from a query: a set of accounts (${how})`)];
    return [f('destructive', `deletes a directory object (${how})`)];
  }
  if (cmd.name === 'dsmod' || cmd.name === 'dsadd') {
    const kind = (a.find((x) => !x.startsWith('-')) ?? '').toLowerCase();
    if (kind === 'group' && /-addmbr\b/.test(j) && ADMIN_GROUP.test(cnOf(dns[0] ?? ''))) return [f('dangerous', `adds members to a privileged directory group (${how})`)];
    if (/-memberof\b/.test(j) && a.some((x, i) => /^-memberof$/i.test(a[i - 1] ?? '') && ADMIN_GROUP.test(cnOf(x)))) return [f('dangerous', `adds an account to a privileged directory group (${how})`)];
    const many = cmd.name === 'dsmod' && fromPipe;
    if (kind === 'user' && (/-disabled\s+yes|-pwd\b|-mustchpwd|-pwdneverexpires\s+yes|-acctexpires/.test(j))) return [f(many ? 'dangerous' : 'destructive', `${many ? 'changes every account piped in from a query: access for many people' : 'changes a directory account'} (${how})`)];
    return [f(many ? 'dangerous' : 'destructive', `${many ? 'changes every directory object piped in from a query' : 'changes the directory'} (${how})`)];
  }
  if (cmd.name === 'dsmove') return [f('destructive', `moves or renames a directory object (${how})`)];
  return fallback(cmd, 'directory tool');
};

/**
 * (lead18) openssl: most of it reads, builds or tests; what matters is a private key written out without a passphrase
 * (`pkcs12 … -nodes`, `pkey`/`rsa`/`ec` with no cipher and no `-pubout`) or printed (`-text` on a key).
 */
const openssl: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const sub = (cmd.args[0] ?? '').toLowerCase();
  const a = cmd.args.map((x) => x.toLowerCase());
  const has = (flag: string): boolean => a.includes(flag);
  const cipher = a.some((x) => /^-(?:aes\S*|des3?|des-ede3\S*|camellia\S*|aria\S*|passout|cipher)$/.test(x));
  if (sub === 'pkcs12') {
    if ((has('-nodes') || has('-noenc')) && !has('-nokeys')) return [f('dangerous', `writes a private key out of its keystore without a passphrase (${how})`)];
    // (cls-interp22) A bundle exported with the private key and an empty export password (-passout pass:, -passout pass:""):
    // the key is as good as in the clear.
    if (has('-export') && has('-inkey') && a.some((x, i) => a[i - 1] === '-passout' && /^pass:(?:["']{2})?$/.test(x))) return [f('dangerous', `exports a private key in a bundle with an empty password (${how})`)];
    return [];
  }
  if (/^(?:pkey|rsa|ec|dsa)$/.test(sub) && !has('-pubout') && !has('-noout') && !cipher) {
    // Printed, or decrypted (-passin) to a file: a plain conversion of an unencrypted key to another format is routine.
    if (has('-text') || !has('-out') || has('-passin')) return [f('dangerous', `writes a private key out without a passphrase (${how})`)];
  }
  return [];
};

/** (lead18) An agent client's own MCP servers (claude/codex/gemini mcp add …): what the agent can run, a setting Airlock
 * protects (issue 12, self-protection: at least verify); listing them reads. */
const agentClient: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const [g, v] = [(cmd.args[0] ?? '').toLowerCase(), (cmd.args[1] ?? '').toLowerCase()];
  if (g !== 'mcp') return [];
  if (/^(?:list|get|ls|show)$/.test(v)) return [f('safe', `lists the client's MCP servers (${how})`)];
  if (/^(?:add|add-json|add-from-claude-desktop|remove|rm|reset-project-choices|import)$/.test(v)) return [f('dangerous', `changes the agent client's MCP servers — what the agent can run, a setting Airlock protects (${how})`)];
  return [];
};

/** (lead18) Keycloak's admin CLI: a realm deleted is every account, client and setting of that identity system. */
const kcadm: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const [verb, target] = [(cmd.args[0] ?? '').toLowerCase(), (cmd.args[1] ?? '').toLowerCase()];
  if (verb === 'get') return [f('safe', `reads Keycloak settings (${how})`)];
  if (verb === 'delete' && /^realms\/[^/\s]+\/?$/.test(target)) return [ladder('forbidden', 'dangerous', 'destructive', `deletes a whole Keycloak realm: every account, client and setting in it (${how})`)];
  if (verb === 'update' && /^realms\/[^/\s]+\/?$/.test(target)) {
    const j = cmd.args.join(' ');
    if (/bruteForceProtected=false|sslRequired=none|registrationAllowed=true|verifyEmail=false|passwordPolicy=""|otpPolicy\w*=|enabled=false/i.test(j)) return [ladder('dangerous', 'dangerous', 'destructive', `weakens or switches off a Keycloak realm's protection (${how})`)];
  }
  return [];
};

/** (lead18) LDAP's client tools: searches read; modify/add/rename/password change the directory (ldapdelete above). */
const ldapTool: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  if (/^ldap(?:search|whoami|compare|url)$/.test(cmd.name)) return [f('safe', `reads the directory (${how})`)];
  return [f('destructive', `changes the directory (${how})`)];
};

export const hostFamilies = [
  commandFamily('volumes', '(cls-en16) LVM, ZFS, mdadm, cryptsetup: a volume group, pool, array metadata or LUKS header erased is every byte on it; one volume by what its name holds', { lvremove: lvm, vgremove: lvm, pvremove: lvm, lvreduce: lvm, lvresize: lvm, zfs, zpool, mdadm, cryptsetup, btrfs }, true),
  commandFamily('directories', '(cls-en16) samba-tool, ipa: members added to a privileged group, an admin account changed, a password policy weakened', { 'samba-tool': sambaTool, ipa, ldapdelete }),
  commandFamily('agent-clients', '(lead18) an agent client\'s own MCP servers added or removed (claude/codex/gemini mcp add)', { claude: agentClient, codex: agentClient, gemini: agentClient }, false, true),
  commandFamily('keys-idp', '(lead18) openssl private keys written without a passphrase; Keycloak realms deleted or weakened; LDAP reads', { openssl, kcadm, 'kcadm.sh': kcadm, ldapsearch: ldapTool, ldapwhoami: ldapTool, ldapcompare: ldapTool, ldapmodify: ldapTool, ldapadd: ldapTool, ldapmodrdn: ldapTool, ldappasswd: ldapTool }, false, true),
  commandFamily('ds-tools', '(cls-en17) Windows dsquery/dsget read; dsrm/dsmod given no DN act on every DN piped in; a privileged group gaining members', { dsquery: dsTool, dsget: dsTool, dsrm: dsTool, dsmod: dsTool, dsadd: dsTool, dsmove: dsTool }),
];
