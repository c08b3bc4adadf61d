// (lead17) Machines below the operating system and the network they sit on: hypervisors (libvirt's virsh, Proxmox's
// qm/pct, vSphere's govc, VirtualBox, Multipass), iproute2's `ip` and MikroTik RouterOS's `/ip` menus, and macOS
// directory groups. They had no rule: a VM destroyed with its disks came out as an unplaced action (confirm), and
// every firewall rule removed as a read (`ip` was on the read-only list, `/ip firewall filter remove [find]` too).
import { f, ladder, type Finding, snippet, unplacedRun } from '../findings';
import { positionals, type Cmd } from '../shell/parse';
import { commandFamily, type Handler } from './types';
import { accountDeleted } from './shell';

/** A machine or disk name that says it holds a database. */
const DB_NAME = /(?:^|[/_.-])(?:pg|postgres\w*|mysql\w*|maria\w*|mongo\w*|db|dbs|database\w*|oracle|redis|elastic\w*|sql\w*)(?:$|[/_.\d-])/i;
/** A machine name that says it is scratch or test space. */
const SCRATCH_NAME = /(?:^|[/_.-])(?:scratch|tmp|temp|test|tests|testing|sandbox|dev|ci|lab)(?:$|[/_.\d-])/i;

/** One machine deleted with its disks: production (or unknown) dangerous, a database's machine forbidden. */
function machineGone(name: string, how: string, what: string): Finding {
  if (DB_NAME.test(name) && !SCRATCH_NAME.test(name)) return ladder('forbidden', 'dangerous', 'destructive', `${what} holding a database: its data is gone (${how})`);
  return ladder('dangerous', 'destructive', 'destructive', `${what}: its disks are gone (${how})`);
}

const stops = (how: string, what: string): Finding => ladder('destructive', 'destructive', 'reversible', `${what} (${how})`);
const configChange = (how: string, what: string): Finding => ({ ...ladder('dangerous', 'destructive', 'reversible', `${what} (${how})`), unknown: 'destructive' });

/** libvirt's virsh. */
const virsh: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['-c', '--connect', '--pool', '--file', '--snapshotname', '--current']);
  const sub = (pos[0] ?? '').toLowerCase();
  const target = pos[1] ?? '';
  const has = (...xs: string[]): boolean => cmd.args.some((a) => xs.includes(a.split('=')[0] as string));
  if (!sub || /^(?:list|dominfo|dumpxml|domstate|domblklist|domiflist|domblkinfo|domstats|vcpuinfo|vol-list|vol-info|vol-dumpxml|pool-list|pool-info|pool-dumpxml|net-list|net-info|net-dumpxml|capabilities|version|nodeinfo|snapshot-list|snapshot-info|snapshot-dumpxml|help|uri|hostname|sysinfo|console|domdisplay|vncdisplay)$/.test(sub)) return [f('safe', `reads virtual machine state (${how})`)];
  if (sub === 'undefine') return has('--remove-all-storage', '--storage', '--wipe-storage') ? [machineGone(target, how, 'deletes a virtual machine and its disks')] : [stops(how, "removes a virtual machine's definition; its disks stay")];
  if (sub === 'vol-delete' || sub === 'vol-wipe') return [machineGone(target, how, 'deletes a virtual disk')];
  if (sub === 'pool-delete') return [ladder('forbidden', 'dangerous', 'destructive', `deletes a storage pool and what it holds (${how})`)];
  if (sub === 'snapshot-revert') return [ladder('dangerous', 'destructive', 'reversible', `reverts a virtual machine to a snapshot: every later change is lost (${how})`)];
  if (/^(?:destroy|shutdown|reboot|reset|suspend|managedsave|pool-destroy|net-destroy|net-undefine|pool-undefine|snapshot-delete|detach-disk|detach-interface)$/.test(sub)) return [stops(how, sub === 'destroy' ? 'powers a virtual machine off at once' : 'stops, pauses or takes apart a virtual machine or its network')];
  if (/^(?:start|create|define|resume|autostart|snapshot-create|snapshot-create-as|pool-start|net-start|vol-create|vol-create-as|vol-clone|attach-disk|attach-interface)$/.test(sub)) return [f('reversible', `starts or adds a virtual machine or resource (${how})`)];
  return [configChange(how, 'changes a virtual machine')];
};

/** Proxmox VE: qm (VMs) and pct (containers). */
const proxmox: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const pos = positionals(cmd.args, ['--storage', '--target', '--name', '--node']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (!sub || /^(?:list|status|config|pending|showcmd|listsnapshot|help|monitor|df|guest|terminal|vncproxy|enter|console)$/.test(sub)) return [f('safe', `reads Proxmox guests (${how})`)];
  if (sub === 'destroy') return [machineGone(cmd.text, how, `deletes a Proxmox ${cmd.name === 'pct' ? 'container' : 'virtual machine'}${cmd.args.includes('--purge') ? ' with its disks and backup jobs' : ' and its disks'}`)];
  if (sub === 'rollback') return [ladder('dangerous', 'destructive', 'reversible', `rolls a guest back to a snapshot: every later change is lost (${how})`)];
  if (/^(?:stop|shutdown|reboot|reset|suspend|delsnapshot|unlink|move-disk|move_disk)$/.test(sub)) return [stops(how, 'stops a Proxmox guest or removes its snapshot or disk')];
  if (/^(?:start|resume|snapshot|clone|create|restore|migrate|template|mount|unmount)$/.test(sub)) return [f('reversible', `starts, copies or snapshots a Proxmox guest (${how})`)];
  return [configChange(how, "changes a Proxmox guest's configuration")];
};

/** vSphere's govc (commands named object.verb). */
const govc: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const sub = (cmd.args[0] ?? '').toLowerCase();
  const target = positionals(cmd.args.slice(1), ['-vm', '-dc', '-ds', '-host', '-pool', '-folder', '-net', '-u', '-k'])[0] ?? '';
  if (!sub || /^(?:find|ls|about|events|logs|tree|session\.ls|[\w.]+\.(?:info|ls|find|list|usage|ip|status))$/.test(sub)) return [f('safe', `reads vSphere inventory (${how})`)];
  if (sub === 'vm.destroy') return [machineGone(target, how, 'deletes a virtual machine and its disks')];
  if (sub === 'datastore.rm' || sub === 'datastore.disk.rm' || sub === 'disk.rm') return [machineGone(target, how, 'deletes files or a disk from a datastore')];
  if (sub === 'snapshot.revert') return [ladder('dangerous', 'destructive', 'reversible', `reverts a virtual machine to a snapshot: every later change is lost (${how})`)];
  if (sub === 'vm.power' && cmd.args.some((a) => /^-(?:off|reset|suspend|s|r)$/.test(a))) return [stops(how, 'powers a virtual machine off, resets or suspends it')];
  if (/^(?:snapshot\.remove|vm\.unregister|host\.maintenance\.enter|host\.shutdown|host\.remove|cluster\.rm)$/.test(sub)) return [stops(how, 'removes a snapshot or takes a machine or host out of service')];
  if (/^(?:vm\.create|vm\.clone|snapshot\.create|vm\.power|import\.\w+|library\.deploy)$/.test(sub)) return [f('reversible', `creates, copies, snapshots or starts a virtual machine (${how})`)];
  return [configChange(how, 'changes vSphere inventory')];
};

/** Desktop hypervisors on this machine: VirtualBox and Multipass. */
const desktopVm: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const sub = (cmd.args[0] ?? '').toLowerCase();
  if (!sub || /^(?:list|showvminfo|info|version|help|find|get|exec|shell|--version)$/.test(sub)) return [f('safe', `reads local virtual machines (${how})`)];
  if ((sub === 'unregistervm' && cmd.args.includes('--delete')) || (sub === 'delete' && cmd.args.includes('--purge')) || sub === 'purge') return [{ ...f('destructive', `deletes a local virtual machine and its disks (${how})`), local: true }];
  return [{ ...f('reversible', `manages a local virtual machine (${how})`), local: true }];
};

// --- network operating systems ---------------------------------------------------------------------------------

/** RouterOS menu paths (`/ip firewall filter remove [find]`); iproute2 when the name is not a menu path. */
const ROUTEROS_MENU = /^\/(?:ip|ipv6|interface|system|user|routing|tool|file|certificate|queue|snmp|ppp|radius|certificate|disk|container)$/;

function routerOs(cmd: Cmd): Finding[] {
  const how = snippet(cmd.text, 60);
  const words = [cmd.rawName.slice(1), ...cmd.args].map((w) => w.toLowerCase());
  const verbAt = words.findIndex((w) => /^(?:print|export|monitor|ping|get|find|remove|disable|enable|set|add|reset-configuration|reboot|shutdown|backup|upgrade|reset|unset|move|comment|edit)$/.test(w));
  const verb = verbAt < 0 ? 'print' : words[verbAt];
  const menu = words.slice(0, verbAt < 0 ? words.length : verbAt).join(' ');
  const rest = words.slice(verbAt + 1).join(' ');
  const every = /\[\s*find\s*\]/.test(rest) || /\[\s*find\s+where\s*\]/.test(rest);
  const guarded = /firewall|filter|nat|raw|mangle|address-list|service|user|ssh|ipsec|hotspot/.test(menu);
  if (/^(?:print|export|monitor|ping|get|find)$/.test(verb as string)) return [f('safe', `reads a router's configuration (${how})`)];
  if (verb === 'reset-configuration' || (verb === 'reset' && /system/.test(menu))) return [f('forbidden', `erases a router's whole configuration (${how})`)];
  if (verb === 'reboot' || verb === 'shutdown' || verb === 'upgrade') return [stops(how, 'reboots or shuts a router down')];
  if (/user/.test(menu) && verb === 'add' && /group=full/.test(rest)) return [f('dangerous', `adds a router account with full rights (${how})`)];
  if ((verb === 'remove' || verb === 'disable') && guarded) return [f(every ? 'dangerous' : 'destructive', `${every ? 'removes or disables every rule' : 'removes or disables a rule'} of the router's ${menu} (${how})`)];
  if (verb === 'remove' || verb === 'disable') return [ladder(every ? 'dangerous' : 'destructive', 'destructive', 'reversible', `removes or disables ${every ? 'every entry' : 'an entry'} of the router's ${menu} (${how})`)];
  return [configChange(how, `changes the router's ${menu}`)];
}

/** iproute2's objects (ip link, ip addr, ip route …). */
const IPROUTE_OBJECT = /^(?:link|l|address|addr|a|route|r|ro|rule|ru|neighbou?r|neigh|n|netns|tunnel|tun|tuntap|maddress|maddr|mroute|mrule|xfrm|l2tp|fou|macsec|tcp_metrics|tcpmetrics|token|ntable|monitor|vrf|mptcp|nexthop|nh|netconf|sr|ioam|stats)$/;

/** iproute2 `ip`: only its show/list/get/monitor forms read. */
const ip: Handler = (cmd) => {
  if (ROUTEROS_MENU.test(cmd.rawName)) return routerOs(cmd);
  const how = snippet(cmd.text, 60);
  const words = positionals(cmd.args, ['-n', '-netns', '-f', '-family', '-b', '-batch', '-rc', '-rcvbuf']).map((w) => w.toLowerCase());
  const verb = words[1] ?? 'show';
  // Only iproute2's own objects: "ip of the prod db?" is a question, not a command.
  if (words.length && !IPROUTE_OBJECT.test(words[0] as string)) return [f('safe', `reads network settings (${how})`)];
  if (!words.length || /^(?:help|-?h)$/.test(words[0] as string) || /^(?:show|list|lst|ls|sh|get|monitor|help|exec)$/.test(verb)) return [f('safe', `reads network settings (${how})`)];
  if (verb === 'flush' || verb === 'del' || verb === 'delete') return [ladder('dangerous', 'destructive', 'reversible', `removes or flushes network addresses, routes or links: a remote host can drop off the network (${how})`)];
  if (words.includes('down')) return [ladder('dangerous', 'destructive', 'reversible', `takes a network link down (${how})`)];
  return [{ ...ladder('destructive', 'destructive', 'reversible', `changes network settings (${how})`), unknown: 'destructive' }];
};

/** macOS directory services: membership of admin (or wheel) is root on the machine. */
const macDirectory: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const a = cmd.args.join(' ');
  const adminGroup = /\/Groups\/(?:admin|wheel|staff-admins)\b|(?:^|\s)(?:admin|wheel)(?:$|\s)/.test(a);
  if (cmd.name === 'dscl') {
    if (/(?:^|\s)-(?:read|list|search|readall|readpl|diff)\b/.test(a)) return [f('safe', `reads directory records (${how})`)];
    if (/(?:^|\s)-(?:append|merge|create)\b/.test(a) && /GroupMembership|GroupMembers/.test(a) && adminGroup) return [f('dangerous', `grants administrator rights (${how})`)];
    // (cls-shell19) A whole user record deleted (`dscl . -delete /Users/x`, nothing after the path): the account, as userdel.
    if (/(?:^|\s)-delete\s+\/Users\/[^\s/]+\s*$/.test(a)) return [accountDeleted(how, false)];
    // An empty password set: an account anyone can sign in to.
    if (/(?:^|\s)-passwd\s+\/Users\/[^\s/]+\s+(?:""|'')?\s*$/.test(a)) return [f('dangerous', `leaves an account with no password (${how})`, true)];
    // (cls-shell25) A user record given uid 0 or group 0: a second root account.
    if (/(?:^|\s)-(?:create|append|merge|change)\b/.test(a) && /\b(?:UniqueID|PrimaryGroupID)\s+(?:\S+\s+)?0\s*$/.test(a)) return [f('dangerous', `gives an account root's identity (${how})`)];
    if (/(?:^|\s)-(?:delete|passwd|change|create|append|merge)\b/.test(a)) return [f('destructive', `changes directory records (${how})`, true)];
    return [unplacedRun('reversible', `runs dscl (${how})`)];
  }
  // dseditgroup -o edit -a USER -t user admin
  if (/-o\s+edit\b/.test(a) && /(?:^|\s)-a\s/.test(a) && adminGroup) return [f('dangerous', `grants administrator rights (${how})`)];
  if (/-o\s+(?:read|checkmember)\b/.test(a)) return [f('safe', `reads a group (${how})`)];
  return [f('destructive', `changes a directory group (${how})`, true)];
};

/** (cls-shell19) macOS sysadminctl: accounts deleted or made admin, the guest account opened; status reads. */
const sysadminctl: Handler = (cmd) => {
  const how = snippet(cmd.text, 60);
  const a = cmd.args.map((x) => x.toLowerCase());
  if (a.length === 0 || a.some((x) => /status$|^-(?:help|h)$/.test(x))) return [f('safe', `reads account settings (${how})`)];
  if (a.includes('-deleteuser')) return [accountDeleted(how, !a.includes('-keephome'))];
  if (a.includes('-adduser') && a.includes('-admin')) return [f('dangerous', `creates an administrator account (${how})`)];
  if (a.includes('-adduser')) return [f('destructive', `adds a user account (${how})`, true)];
  if ((a.includes('-guestaccount') || a.includes('-afpguestaccess') || a.includes('-smbguestaccess')) && a.includes('on')) return [f('dangerous', `opens the guest account or guest file sharing (${how})`)];
  if (a.includes('-screenlock') && a.includes('off')) return [f('dangerous', `turns the screen lock off (${how})`)];
  if (a.includes('-resetpasswordfor')) return [f('destructive', `resets an account's password (${how})`, true)];
  return [f('destructive', `changes user accounts (${how})`, true)];
};

export const deviceFamilies = [
  commandFamily('hypervisors', '(lead17) virsh, qm/pct, govc: a VM deleted with its disks, a disk or pool deleted, a revert that loses changes; stops and power-offs', { virsh, qm: proxmox, pct: proxmox, govc }),
  commandFamily('desktop-vms', '(lead17) VirtualBox and Multipass on this machine', { vboxmanage: desktopVm, multipass: desktopVm }, true),
  // (Only `ip` and its RouterOS spelling `/ip`: network-OS words such as show, write, commit or system are English
  // words too, and a family claiming them would read prose that starts with them as a command.)
  commandFamily('network-devices', '(lead17) iproute2 `ip` beyond show, and RouterOS `/ip …` menus', { ip }),
  commandFamily('mac-directory', '(lead17) dscl and dseditgroup: a user put in the admin group', { dscl: macDirectory, dseditgroup: macDirectory, sysadminctl }),
];
