// (cls-holes17) Network operating systems reached over ssh: a switch's or router's own command line (Cisco IOS/NX-OS,
// Arista EOS, Junos, Huawei VRP, MikroTik) carried as ssh's remote command. The script reader hands such a remote
// command here as one text under the pseudo-program `netos-cli` (never a top-level program: "show", "write", "commit"
// are ordinary English and shell words elsewhere). Read by what the device does: its saved configuration erased or the
// device reset is the whole device wiped; a configuration changed and committed changes production network config; a
// reload restarts it; show/display/ping only look.
import { f, ladder, snippet, unplacedRun } from '../findings';
import { commandFamily, type Handler } from './types';

/** The remote command's first word that opens a network OS command line (not a Unix program run over ssh). */
export const NETOS_LEAD = /^(?:show|write\s+(?:erase|mem(?:ory)?|terminal|startup-config)|wr\s+(?:erase|mem)|erase\s+(?:startup-config|nvram:|flash:|\/all)|configure(?:\s+(?:terminal|t|private|exclusive|replace))?(?:\s*;|\s*$|\s+\w)|conf\s+t\b|copy\s+(?:running|startup|run|start|tftp|scp|ftp|flash)|reload\b|commit\b|request\s+system\b|display\b|system-view\b|reset\s+saved-configuration|load\s+(?:factory-default|override|merge)|\/system\s+reset-configuration|\/system\s+reboot)/i;

/** The device's saved configuration or file system erased, or the device reset to factory state. */
const WIPE = /\/system\s+reset-configuration|\b(?:write\s+erase|wr\s+erase|erase\s+(?:startup-config|nvram:|flash:|\/all)|format\s+(?:flash|bootflash|disk\d?|nvram):|delete\s+\/force\s+\/recursive\s+(?:flash|bootflash):|request\s+system\s+zeroize|load\s+factory-default|reset\s+saved-configuration|\/system\s+reset-configuration|reset\s+factory)/i;
/** A change made in configuration mode (set/delete/deactivate/no/shutdown …), then committed or saved. */
const CONFIG_CHANGE = /(?:^|[;\n]\s*)(?:set|delete|deactivate|rollback|replace|rename|undo|no|shutdown|interface|router|ip\s+route|vlan|access-list|username|aaa|snmp-server)\b/i;
const REBOOT = /\b(?:reload|request\s+system\s+(?:reboot|halt|power-off)|\/system\s+reboot|reboot)\b/i;
const LOOK = /^(?:show|display|ping|traceroute|terminal\s+length|term\s+len)\b/i;

const netosCli: Handler = (cmd) => {
  const text = (cmd.args[0] ?? '').trim();
  const how = snippet(text, 70);
  if (WIPE.test(text)) return [f('forbidden', `erases a network device's saved configuration: after a reload it comes up empty, cutting off what it connects (${how})`)];
  const parts = text.split(/\s*(?:;|\n)\s*/).filter(Boolean);
  const configures = /^(?:configure|conf\s+t|system-view|config\b)/i.test(text) || parts.some((p) => /^(?:configure|conf\s+t|system-view)\b/i.test(p));
  if (configures && CONFIG_CHANGE.test(text)) {
    const down = /\b(?:disable|shutdown|deactivate|delete)\b/i.test(text);
    return [ladder('dangerous', 'dangerous', 'destructive', `changes a network device's live configuration${down ? ' (an interface or protocol taken down or removed)' : ''} (${how})`)];
  }
  if (REBOOT.test(text)) return [ladder('destructive', 'destructive', 'reversible', `restarts a network device (${how})`)];
  if (/^(?:write\s+mem|wr\s+mem|copy\s+(?:running|run)-config\s+(?:startup|start)-config|commit\b|save\b)/i.test(text)) return [ladder('destructive', 'reversible', 'reversible', `saves a network device's configuration (${how})`)];
  if (parts.every((p) => LOOK.test(p) || /^\|/.test(p))) return [f('safe', `shows a network device's state (${how})`)];
  return [unplacedRun('destructive', `runs a network device command (${how})`)];
};

export const netosFamily = commandFamily('netos', 'network operating systems (switch and router command lines) reached over ssh', { 'netos-cli': netosCli });
