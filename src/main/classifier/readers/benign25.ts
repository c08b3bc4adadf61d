// (cls-benign25) Routine tools of embedded, docs-site, game-engine and mobile work, read by what they act on.
//
// Embedded: the flashers and build front-ends of microcontroller boards (PlatformIO, Zephyr's west, ESP-IDF's idf.py,
// esptool, probe-rs, OpenOCD, st-flash, nrfjprog, pyOCD, avrdude, dfu-util, picotool, arduino-cli, J-Link, Teensy, mcumgr
// over serial) write, erase or reset the firmware of a board wired to this machine by USB, serial or a debug probe: local
// development hardware, flashed again by the next upload. Their words ("erase", "reset", "upload", "kill") read as
// removals or publishing to the unplaced floor. A network target (an OTA address, a remote serial bridge, mcumgr over UDP or
// BLE) or a one-way write (fuses, eFuses, OTP, lock bits, readout protection, secure boot or flash-encryption keys burned)
// is not this: the command is handed back to the generic reader (the family is partial).
//
// Docs sites: static-site generators' own subcommands (docusaurus clear, hexo clean, gatsby clean, jekyll clean, mdbook
// clean …) remove their build output and caches in the project; build, serve and preview only make or show it. A deploy or
// publish subcommand is handed back.
//
// Game engines: the Unity and Unreal editors run in batch mode on the project (`-batchmode -quit`, `-run=ResavePackages`);
// a method or commandlet they are told to run is read by its name's words, like a make target.
import { detectEnv } from '../context';
import { f, ladder, snippet, type Finding } from '../findings';
import type { EditView } from './files18';
import { optValue, positionals, type Cmd } from '../shell/parse';
import { commandFamily, type Ctx, type Handler } from '../rules/types';

/** A network target: an OTA address, a remote serial bridge, a host name or IP, mcumgr over UDP/BLE. */
const REMOTE_TARGET = /^(?:rfc2217|socket|tcp|udp|ota|https?|ssh):\/\/|^(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?$|^[\w-]+(?:\.[\w-]+)*\.(?:local|lan|com|io|net|org|internal|cloud|dev)(?::\d+)?$|^(?:udp|ble|bluetooth|mqtt)$/i;
/** One-way writes to a chip: fuses, eFuses, OTP, lock bits, readout protection, secure-boot or flash-encryption keys. */
const ONE_WAY = /(?:^|[^a-z])(?:[elh]?fuses?|efuses?|burn[\w-]*|otp|lock(?:bits)?|rdp|option_?write|readout[\w-]*|secure[-_]?boot|flash[-_]?encrypt\w*|encrypt[-_]flash\w*|jtag[-_]?disable)(?:[^a-z]|$)/i;

function remoteTarget(c: Cmd): boolean {
  return c.args.some((x) => REMOTE_TARGET.test(x.replace(/^--?[\w-]+=/, '')));
}
/** What a board tool does that is not the wired board's ordinary flashing: a one-way write, or a device over the network. */
function offBoardFinding(c: Cmd): Finding[] | null {
  const how = snippet(c.text, 60);
  if (remoteTarget(c)) return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `flashes or erases firmware over the network on a device not wired to this machine (${how})` }];
  if (ONE_WAY.test(c.text)) return [f('destructive', `burns one-way settings into the chip (fuses, eFuses, OTP, lock bits, protection or keys): they cannot be undone (${how})`)];
  return null;
}

const board = (c: Cmd): Finding[] => [f('reversible', `flashes, erases, resets or debugs the firmware of a development board wired to this machine (${snippet(c.text, 60)})`)];
const looks = (c: Cmd): Finding[] => [f('safe', `builds, checks or reads a development board's firmware on this machine (${snippet(c.text, 60)})`)];

/** Subcommands of each board tool that stay on this machine and its boards; anything else goes back to the generic reader. */
const BOARD_SUBS: Record<string, RegExp> = {
  pio: /^(?:run|test|check|debug|device|home|init|project|pkg|lib|platform|boards|system|upgrade|update|ci|settings)$/,
  west: /^(?:build|flash|debug|debugserver|attach|rtt|init|update|list|manifest|boards|shields|sign|zephyr-export|spdx|blobs|status|diff|topdir|config|help|packages|sdk)$/,
  esptool: /^(?:write[-_]flash|erase[-_]flash|erase[-_]region|read[-_]flash|verify[-_]flash|chip[-_]id|flash[-_]id|read[-_]mac|image[-_]info|elf2image|merge[-_]bin|run|load[-_]ram|dump[-_]mem|read[-_]mem|version|get[-_]security[-_]info|read[-_]flash[-_]status)$/,
  'probe-rs': /^(?:run|download|erase|reset|attach|info|list|gdb|verify|benchmark|chip|dap-server|debug|trace|itm|read|write|complete)$/,
  pyocd: /^(?:flash|erase|load|reset|commander|cmd|gdbserver|gdb|list|json|pack|rtt)$/,
  picotool: /^(?:load|reboot|info|save|erase|verify|uf2|version|help|config)$/,
  'arduino-cli': /^(?:compile|upload|monitor|board|core|lib|sketch|config|cache|version|outdated|update|upgrade)$/,
  nrfutil: /^(?:device|install|list|search|upgrade|self-upgrade|completion|help|version)$/,
};
/** idf.py takes several actions in a row (erase-flash flash monitor): every one must be on this list. */
const IDF_ACTIONS = /^(?:build|all|app|bootloader|clean|fullclean|python-clean|reconfigure|menuconfig|set-target|flash|app-flash|bootloader-flash|partition-table|partition-table-flash|erase-flash|erase_flash|erase-otadata|read-otadata|monitor|size|size-components|size-files|docs|add-dependency|create-project|create-component|update-dependencies|reconfigure|qemu|gdb|gdbgui|gdbtui|openocd|coredump-info|coredump-debug|save-defconfig|show-efuse-table|efuse-summary|uf2|uf2-app|merge-bin|confserver|dfu|dfu-flash|dfu-list|help)$/;
const READ_SUBS = /^(?:check|list|boards|device|info|read[-_]flash|verify[-_]flash|chip[-_]id|flash[-_]id|read[-_]mac|image[-_]info|version|get[-_]security[-_]info|help|size|manifest|topdir|status|diff|json|outdated|dfu-list|show-efuse-table|efuse-summary|coredump-info)$/;

const boardTool = (tool: string): Handler => (c, ctx) => {
  const off = offBoardFinding(c);
  if (off) return off;
  const pos = positionals(c.args, ['-e', '--environment', '-t', '--target', '-d', '--project-dir', '-c', '--chip', '-p', '--port', '-b', '--baud', '--board', '-r', '--runner', '--upload-port', '--monitor-port', '-C', '--build-dir', '-B', '--fqbn', '--probe', '--speed', '--protocol', '--connect', '-u', '--uid', '--frequency', '-f', '-t']);
  const sub = (pos[0] ?? '').toLowerCase();
  if (tool === 'idf.py') {
    const actions = pos.map((x) => x.toLowerCase());
    if (actions.length === 0 || !actions.every((x) => IDF_ACTIONS.test(x))) return [];
    return actions.every((x) => READ_SUBS.test(x) || /^(?:build|all|app|bootloader|menuconfig|reconfigure|docs|qemu|gdb|gdbgui|gdbtui|openocd|uf2|uf2-app|merge-bin|set-target|save-defconfig|size-components|size-files)$/.test(x)) ? looks(c) : board(c);
  }
  const re = BOARD_SUBS[tool];
  if (!re) return board(c);
  // west forall -c CMD runs CMD in every project of the workspace.
  if (tool === 'west' && sub === 'forall') {
    const cmd = optValue(c.args, '-c');
    return cmd ? ctx.inner(cmd) : [];
  }
  // A package or project published (pio pkg publish, arduino-cli … upload to a registry) or an account's settings: not the board.
  if (!re.test(sub) || /\b(?:publish|unpublish|account|org|team|access|remote)\b/i.test(c.args.join(' '))) return [];
  if (tool === 'pio' && sub === 'run' && !c.args.some((x, i) => (c.args[i - 1] === '-t' || c.args[i - 1] === '--target') && !/^(?:size|compiledb|envdump|idedata|checkprogsize|menuconfig)$/.test(x))) return looks(c);
  return READ_SUBS.test(sub) ? looks(c) : board(c);
};

/** Tools whose every use (bar the network and one-way cases above) writes, erases or resets a wired board. */
const wholeBoard: Handler = (c) => offBoardFinding(c) ?? board(c);

/** espefuse: reads a chip's eFuses (summary, dump) or burns them (one way). */
const espefuse: Handler = (c) => {
  const sub = positionals(c.args, ['-p', '--port', '-c', '--chip', '-b', '--baud'])[0] ?? '';
  if (/^(?:summary|dump|adc_info|get_custom_mac|check_error|execute_scripts)$/.test(sub)) return looks(c);
  return offBoardFinding(c) ?? [f('destructive', `burns one-way settings into the chip's eFuses (${snippet(c.text, 60)})`)];
};

/** mcumgr/smpmgr over a serial line or USB: the board on this machine. Over UDP or BLE it reaches devices elsewhere. */
const smp: Handler = (c) => {
  const conn = `${optValue(c.args, '--conntype', '-t') ?? ''} ${optValue(c.args, '--connstring', '--port') ?? ''}`;
  if (/\b(?:udp|ble|bluetooth)\b/i.test(conn)) return [{ level: 'dangerous', unknown: 'destructive', staging: 'destructive', dev: 'reversible', reason: `sends firmware or commands over the network to a device not wired to this machine (${snippet(c.text, 60)})` }];
  return /\bserial\b|\/dev\/tty|\bCOM\d/i.test(conn) ? (offBoardFinding(c) ?? board(c)) : [];
};

/** Static-site generators: their own clean and build subcommands act on the project's output. Deploys go back. */
const SITE_CLEAN = /^(?:clean|clear|cleanup|purge-cache)$/;
const SITE_RUN = /^(?:build|b|serve|server|s|start|dev|develop|generate|gen|g|preview|new|n|init|create|swizzle|write-translations|write-heading-ids|render|check|test|watch|info|list|version|help|config|add|toc|myst|env|mod)$/;
const siteTool: Handler = (c) => {
  const pos = positionals(c.args, ['-d', '--dest', '--destination', '-c', '--config', '-p', '--port', '-s', '--source', '--out-dir', '--outDir', '-o', '--output', '--host', '-h', '--base-url', '--baseURL', '-b', '--theme', '-e', '--environment']);
  const sub = (pos[0] ?? '').toLowerCase();
  const how = snippet(c.text, 60);
  if (/deploy|publish|release|upload/i.test(c.args.join(' '))) return [];
  if (SITE_CLEAN.test(sub)) return [f('reversible', `removes the site generator's build output and caches in the project; the next build makes them again (${how})`)];
  // hugo and zola build with no subcommand.
  if (sub === '' || SITE_RUN.test(sub) || (c.name === 'hugo' && pos.length > 0 && !/^(?:deploy|mod)$/.test(sub) && sub.startsWith('-'))) return [f('safe', `builds, serves or previews the documentation site locally (${how})`)];
  return [];
};

/** Unreal commandlets that only rebuild, resave, cook or check the project's own assets on this machine. */
const UE_LOCAL = /^(?:resavepackages|cook|cookcommandlet|derivedDataCache|ddc|fixupredirects|compileallblueprints|gathertext|datavalidation|resavedeps|gatherDependencies|listmaterials|diffassets|contentcommandlets|wrangleContent|shadercompileworker|automationtests|ddcCleanup)$/i;
const unreal: Handler = (c, ctx) => {
  const run = c.args.find((x) => /^-run=/i.test(x))?.slice(5);
  const how = snippet(c.text, 60);
  if (!run) return [f('reversible', `runs the Unreal editor on the project on this machine (${how})`)];
  if (UE_LOCAL.test(run)) return [f('reversible', `runs an Unreal commandlet that rebuilds, resaves or cooks the project's own assets (${how})`)];
  return byNameOr(run, c, ctx, `runs the Unreal commandlet ${run} on the project`);
};

/** Unity in batch mode: builds, imports and tests the project here; a method it is told to run is read by its name. */
const unity: Handler = (c, ctx) => {
  const method = optValue(c.args, '-executeMethod', '-executemethod');
  const how = snippet(c.text, 60);
  if (!method) return [f('reversible', `runs the Unity editor on the project on this machine (${how})`)];
  return byNameOr(method, c, ctx, `runs the Unity editor method ${method} on the project`);
};

/** A method or commandlet's words (Tools.WipeProdLeaderboard reads as "wipe prod leaderboard"); a build-like name stays local. */
function byNameOr(name: string, c: Cmd, ctx: Ctx, what: string): Finding[] {
  const words = (name.split('.').pop() ?? name).replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[._:-]+/g, ' ');
  const read = ctx.byName(words, c).filter((x) => x.level !== 'safe' && x.level !== 'reversible');
  return read.length > 0 ? read : [f('reversible', `${what} (${snippet(c.text, 60)})`)];
}

/** Godot run headless on the project (import, export, check, the editor, then --quit); a script it runs is read by its name. */
const godot: Handler = (c, ctx) => {
  const script = optValue(c.args, '-s', '--script');
  const how = snippet(c.text, 60);
  if (!script) return [f('reversible', `runs the Godot editor or exports the project on this machine (${how})`)];
  const base = (script.split('/').pop() ?? script).replace(/\.g?d(?:script)?$/i, '');
  return byNameOr(base, c, ctx, `runs the Godot script ${script} on the project`);
};


/** CocoaPods: trunk push publishes a release to the public trunk (as npm publish, gem push); the rest goes back. */
const pod: Handler = (c) => {
  const pos = positionals(c.args, []);
  if (pos[0] === 'trunk' && pos[1] === 'push' && !c.args.includes('--help')) return [f('dangerous', `publishes a release to the public CocoaPods trunk: an irreversible public release (${snippet(c.text, 60)})`)];
  return [];
};

/** balena: push to a fleet builds and deploys a release to every device of that fleet; push to a local device's address
 *  (local mode) is that development device; reads stay reads. The rest goes back. */
const balena: Handler = (c) => {
  const pos = positionals(c.args, ['--source', '-s', '--tail', '--service', '--fleet', '-f', '--release-tag', '--dockerfile']);
  const sub = pos[0] ?? '';
  const how = snippet(c.text, 60);
  if (/^(?:logs|fleets|devices|whoami|version|help|releases|os|envs|tags|login|ssh|tunnel|build|preload)$/.test(sub) || (/^(?:fleet|device|release|env|tag)s?$/.test(sub) && /^(?:list|ls|get|info|show)$/.test(pos[1] ?? '')) || (pos.length <= 2 && /^(?:fleet|device|release)$/.test(sub))) return [f('safe', `reads or builds balena fleets and devices (${how})`)];
  if (sub === 'push' && pos[1]) {
    if (/^(?:\d{1,3}\.){3}\d{1,3}$|\.local$/.test(pos[1])) return [f('reversible', `pushes to a development device in local mode (${how})`)];
    return [{ ...ladder('dangerous', 'destructive', 'reversible', `builds and deploys a release to every device of the fleet ${pos[1]} (${how})`) }];
  }
  return [];
};

/** Dart/Flutter project tools: code generation (build_runner, whose deleted "conflicting outputs" are its own), `dart fix
 *  --apply` and `format` (edits in the project), `pub get|upgrade|add|remove|outdated|deps` (the project's dependencies).
 *  A publish and anything else go back. */
const dartGen: Handler = (c) => {
  const pos = positionals(c.args, ['-C', '--directory']);
  const how = snippet(c.text, 60);
  const at = pos.indexOf('build_runner');
  if (at >= 1 && pos[at - 1] === 'run' && /^(?:build|watch|clean|serve)$/.test(pos[at + 1] ?? '')) return [f('reversible', `generates code in the project; what it deletes are its own earlier outputs (${how})`)];
  if ((pos[0] === 'fix' && c.args.some((x) => x === '--apply' || x === '--dry-run')) || pos[0] === 'format') return [f('reversible', `applies fixes or formatting to the project's code (${how})`)];
  if (pos[0] === 'pub' && /^(?:get|upgrade|downgrade|add|remove|outdated|deps|cache|global)$/.test(pos[1] ?? '')) return [f('reversible', `updates the project's Dart/Flutter dependencies (${how})`)];
  return [];
};

/** Project generators and cleaners of mobile and chart repositories: tuist, XcodeGen, react-native-clean-project,
 *  helm-docs; Android's sdkmanager installing or removing SDK components on this machine. */
const projectTool: Handler = (c) => {
  const how = snippet(c.text, 60);
  const sub = positionals(c.args, ['--path', '-p', '--chart-search-root', '--template-files', '--sdk_root'])[0] ?? '';
  if (c.name === 'tuist' && !/^(?:clean|generate|edit|build|test|fetch|install|graph|cache|scaffold|migration|init|version|dump|inspect|run|lint|)$/.test(sub)) return [];
  if (c.name === 'tuist' && /^(?:cloud|registry|share|auth|organization|project|account)$/.test(sub)) return [];
  return [f('reversible', `regenerates or cleans the project's generated files, or the SDK components on this machine (${how})`)];
};

export const localDevFamily = commandFamily(
  'local-dev-25',
  'development boards flashed over USB, serial or a probe (pio, west, idf.py, esptool, probe-rs, openocd, st-flash, nrfjprog, pyocd, avrdude, dfu-util, picotool, arduino-cli, J-Link, mcumgr over serial); static-site generators clean/build/serve; Unity, Unreal and Godot editors in batch mode (cls-benign25)',
  {
    pio: boardTool('pio'),
    platformio: boardTool('pio'),
    west: boardTool('west'),
    'idf.py': boardTool('idf.py'),
    esptool: boardTool('esptool'),
    'esptool.py': boardTool('esptool'),
    'probe-rs': boardTool('probe-rs'),
    pyocd: boardTool('pyocd'),
    picotool: boardTool('picotool'),
    'arduino-cli': boardTool('arduino-cli'),
    nrfutil: boardTool('nrfutil'),
    dart: dartGen,
    tuist: projectTool,
    xcodegen: projectTool,
    'react-native-clean-project': projectTool,
    'helm-docs': projectTool,
    sdkmanager: projectTool,
    carthage: projectTool,
    flutter: dartGen,
    pod,
    balena,
    espefuse,
    'espefuse.py': espefuse,
    openocd: wholeBoard,
    'st-flash': wholeBoard,
    nrfjprog: wholeBoard,
    avrdude: wholeBoard,
    'dfu-util': wholeBoard,
    teensy_loader_cli: wholeBoard,
    jlinkexe: wholeBoard,
    jlink: wholeBoard,
    mcumgr: smp,
    smpmgr: smp,
    docusaurus: siteTool,
    hexo: siteTool,
    gatsby: siteTool,
    jekyll: siteTool,
    mdbook: siteTool,
    zola: siteTool,
    hugo: siteTool,
    eleventy: siteTool,
    vuepress: siteTool,
    vitepress: siteTool,
    'jupyter-book': siteTool,
    unity: unity,
    'unity-editor': unity,
    unrealeditor: unreal,
    'unrealeditor-cmd': unreal,
    ue4editor: unreal,
    'ue4editor-cmd': unreal,
    godot,
    godot4: godot,
  },
  false,
  true,
);

/**
 * (cls-benign25) The database file a DuckDB client opens, when it is a file of the project on this machine: a relative
 * path (data/local.duckdb, ./scratch/x.duckdb), as the code reader holds for duckdb connections (readers/code.ts) — a dev
 * store of an analysis. SQLite's app.db is often an application's own live database and keeps its reading. A MotherDuck or remote URL (md:, s3://, http), an absolute path (a server's own
 * database file), a path out of the project (..) or a name saying production or staging keep their reading.
 */
export function localDbFile25(c: Cmd): boolean {
  const db = positionals(c.args, ['-cmd', '-separator', '-c', '-s', '-init', '-f'])[0];
  if (c.name !== 'duckdb' || db === undefined || !/\.(?:duckdb|ddb|db)$/i.test(db)) return false;
  return !/^(?:[a-z][\w+]*:|\/|~|\$|%|[A-Za-z]:)/i.test(db) && !db.includes('..') && !/(?:^|[^a-z])(?:prod|production|live|staging|stage|stg|shared|main)(?:[^a-z]|$)/i.test(db);
}

/** A Kconfig option that protects firmware or a kernel: secure boot, flash encryption, signed images, stack and memory guards. */
const KCONFIG_GUARD = /^CONFIG_\w*(?:SECURE_BOOT|FLASH_ENCRYPTION(?:_ENABLED)?$|STACK_PROTECTOR|STACK_CANAR|HW_STACK_PROTECTION|STACK_GUARD|MEMPROT|FLASH_ENC(?:_ENABLED)?$|SECURE_SIGNED|SIGNATURE_VERIF|VERIFY_SIGNATURE|STRICT_(?:KERNEL|MODULE)_RWX|STRICT_DEVMEM|MODULE_SIG_FORCE|FORTIFY_SOURCE|RANDOMIZE_BASE|SECURITY_(?:SELINUX|APPARMOR|LOCKDOWN)|HARDENED_USERCOPY|DISABLE_ROM_DL_MODE|SSL_VERIFY|CERT_VERIF|SERVER_CERT_VERIF|NVS_ENCRYPTION|BOOTLOADER_ANTI_ROLLBACK|APP_ANTI_ROLLBACK)\w*$/;
/** A Kconfig option whose name says it loosens: insecure modes, skipped checks, unsigned images allowed, encryption's development mode. */
const KCONFIG_LOOSE = /^CONFIG_\w*(?:INSECURE|SKIP_\w*(?:VERIF|CHECK|VALIDAT)|ALLOW_\w*(?:UNSIGNED|INSECURE|DOWNGRADE|JTAG|ROM_BASIC|DL_MODE)|SIGNATURE_TYPE_NONE|UNSAFE|NO_VERIF|DEVELOPMENT_MODE|MODE_DEVELOPMENT|_DISABLE_\w*(?:PROTECT|VERIF|SECURITY|ENCRYPT))\w*$/;
/** The options a Kconfig fragment sets: `CONFIG_X=y|n|…` and the `# CONFIG_X is not set` comment that means n. */
function kconfigValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.slice(0, 40_000).matchAll(/^[ \t+-]*(?:#[ \t]*(CONFIG_\w+)[ \t]+is[ \t]+not[ \t]+set|(CONFIG_\w+)[ \t]*[=:][ \t]*["']?([\w.-]*))/gm)) {
    if (m[1]) out.set(m[1], 'n');
    else out.set(m[2] as string, (m[3] ?? '').toLowerCase());
  }
  return out;
}
const ON = /^(?:y|yes|1|true|on)$/;
const OFF = /^(?:n|no|0|false|off)$/;

/**
 * (cls-benign25) A firmware or kernel Kconfig fragment (sdkconfig, sdkconfig.defaults, Zephyr prj.conf and board overlays,
 * a defconfig) edited so that a guard goes off (`CONFIG_SECURE_BOOT_V2_ENABLED=n`, `# CONFIG_STACK_PROTECTOR is not set`) or
 * a loosening option comes on (`CONFIG_ESP_TLS_INSECURE=y`, `CONFIG_SECURE_FLASH_ENCRYPTION_MODE_DEVELOPMENT=y`): every
 * device built from it ships without that protection (dangerous). A fragment named for development or debugging stays
 * reversible; a whole generated sdkconfig written afresh (dozens of options, its defaults "not set") names no change.
 */
export function edits25Effects(v: EditView): Finding[] {
  const { path, old, content } = v;
  if (!content.includes('CONFIG_') || !/(?:^|[\\/])(?:sdkconfig(?:\.[\w.-]+)?|[\w.-]*\.conf|[\w-]*defconfig|\.config|Kconfig[\w.-]*)$/i.test(path) || /\.(?:md|rst|txt)$/i.test(path)) return [];
  const now = kconfigValues(content);
  const was = old ? kconfigValues(old) : new Map<string, string>();
  if (!old && now.size > 12) return [];
  const dev = /(?:^|[\\/._-])(?:dev|devel|development|debug|local|sample|samples|example|examples|test|tests|sim|qemu)(?:[\\/._-]|$)/i.test(path.replace(/^.*?(?=[^\\/]*$)/, '')) || /(?:^|[\\/])(?:samples?|examples?|tests?)[\\/]/i.test(path);
  for (const [name, value] of now) {
    const before = was.get(name);
    const off = KCONFIG_GUARD.test(name) && !KCONFIG_LOOSE.test(name) && OFF.test(value) && (before === undefined ? !old || v.partial || !was.size : ON.test(before));
    const loose = KCONFIG_LOOSE.test(name) && ON.test(value) && (before === undefined || !ON.test(before));
    if (!off && !loose) continue;
    const x = ladder('dangerous', 'dangerous', dev ? 'reversible' : 'destructive', `${off ? 'switches a firmware protection off' : 'switches on an option that loosens firmware security'} (${name}=${value}) in ${snippet(path, 40)}: every device built from it ships that way`);
    // (The option's own name — MODE_DEVELOPMENT — says nothing of where the firmware ships: the file's path does.)
    return [{ ...x, env: dev ? 'dev' : detectEnv(path).env }];
  }
  return [];
}

/** (cls-benign25) A Kconfig option set in words: "Set `CONFIG_X` to n in sdkconfig.defaults", "Disable CONFIG_X in prj.conf". */
const SAID_KCONFIG = /\b(?:(set|switch|turn|change|flip|put)\s+`?(CONFIG_\w+)`?(?:\s+(?:from\s+`?\w+`?\s+))?\s*(?:to|=|→|->)\s*`?(y|n|yes|no|on|off|true|false)`?|(disable|enable|turn\s+off|turn\s+on|unset)\s+`?(CONFIG_\w+)`?|`(CONFIG_\w+)\s*=\s*(y|n)`)/i;
const KCONFIG_FILE = /(?:^|[\s`'"(])((?:[\w.-]+\/)*(?:sdkconfig(?:\.[\w-]+)*|[\w-]+\.conf|[\w-]*defconfig|\.config))(?=[\s`'",;:)]|$)/;
export function saidEdits25(text: string): Finding[] {
  if (!text.includes('CONFIG_')) return [];
  const m = SAID_KCONFIG.exec(text);
  const file = KCONFIG_FILE.exec(text)?.[1];
  if (!m || !file) return [];
  const name = (m[2] ?? m[5] ?? m[6]) as string;
  const verb = (m[4] ?? '').toLowerCase();
  const value = m[3] ?? m[7] ?? (/^(?:disable|turn\s+off|unset)$/.test(verb) ? 'n' : 'y');
  const content = `${name}=${value.toLowerCase()}\n`;
  return edits25Effects({ path: file, old: undefined, content, live: content, oldLive: '', contentLive: content, removed: '', partial: true });
}

/** (cls-benign25) An app id or bundle id naming a debug, development or test build (com.acme.shop.debug, com.acme.Shop.dev). */
const DEBUG_APP = /^[a-z]\w*(?:\.\w+)+\.(?:debug|dev|development|staging|test|qa)$/i;
const DEBUG_APP_DIR = /(?:^|\/)[a-z]\w*(?:\.\w+)+\.(?:debug|dev|development|staging|test|qa)(?:\/|$)/i;
/**
 * (cls-benign25) An app's debug build on a test device or simulator stopped, cleared, or taken off, or its own data folder
 * removed: `adb shell am force-stop com.acme.shop.debug`, `adb shell rm -rf /sdcard/Android/data/com.acme.shop.debug/cache`,
 * `adb shell run-as com.acme.shop.debug rm -rf files/`, `xcrun devicectl device uninstall app … com.acme.Shop.dev`,
 * `ios-deploy --uninstall_only --bundle_id com.acme.Shop.dev`: throwaway development state. A release app id keeps its reading.
 */
export function debugBuild25(name: string, a: readonly string[]): boolean {
  if (name === 'adb') {
    const sh = a.indexOf('shell');
    if (sh < 0) return false;
    const rest = a.slice(sh + 1);
    if (rest.some((x) => /\$\(|`|;|&&|\|/.test(x))) return false;
    const ids = rest.filter((x) => DEBUG_APP.test(x));
    if ((rest[0] === 'am' && /^(?:force-stop|kill)$/.test(rest[1] ?? '') && ids.length > 0) || (rest[0] === 'pm' && /^(?:clear|uninstall)$/.test(rest[1] ?? '') && ids.length > 0)) return true;
    if (rest[0] === 'run-as' && DEBUG_APP.test(rest[1] ?? '') && /^(?:rm|ls|cat|cp|mkdir|touch|find)$/.test(rest[2] ?? '') && !rest.slice(3).some((x) => x.startsWith('/') || x.includes('..'))) return true;
    const paths = rest.slice(1).filter((x) => !x.startsWith('-'));
    return rest[0] === 'rm' && paths.length > 0 && paths.every((x) => DEBUG_APP_DIR.test(x) && !x.includes('..'));
  }
  if (name === 'xcrun' && a[0] === 'devicectl') return a.some((x) => /^(?:uninstall|terminate)$/.test(x)) && a.some((x) => DEBUG_APP.test(x));
  if (name === 'ios-deploy') return a.some((x) => /^--(?:uninstall_only|uninstall)$/.test(x)) && a.some((x) => DEBUG_APP.test(x));
  return false;
}
