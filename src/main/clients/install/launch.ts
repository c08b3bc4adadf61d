// The command MCP clients launch to reach Airlock: `node <checkout>/bin/airlock.mjs bridge`,
// and the hook command every client runs: `node <checkout>/bin/airlock-hook.mjs <client>`
// (a tiny entry that exits 2 — "block" in every client — when Airlock's CLI is
// missing or broken).
//
// The checkout is found from this module's own location (the CLI bundle lives
// in <checkout>/out/cli/, the sources in <checkout>/src/main/clients/): walk
// up to the directory holding bin/airlock.mjs. `node` is the absolute path of
// the Node running the installer (process.execPath): desktop apps launched
// from the Dock / Start menu do not see the PATH of your shell (nvm, Homebrew),
// so a bare `node` often fails there. Under Electron (the Settings view),
// process.execPath is Electron itself, so plain `node` from PATH is used.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LaunchSpec {
  command: string;
  args: string[];
  /** Extra environment for the launched process (only non-default Airlock locations). */
  env?: Record<string, string>;
}

/** The Airlock checkout that holds bin/airlock.mjs, found from `from` upwards. */
export function findCheckout(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'bin', 'airlock.mjs')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`Could not find Airlock's bin/airlock.mjs above ${from}; run the installer from an Airlock checkout (node bin/airlock.mjs install …).`);
    }
    dir = parent;
  }
}

export function defaultNodeCommand(): string {
  return process.versions.electron ? 'node' : process.execPath;
}

/** Airlock's own location variables, passed on to launched processes when set. */
export function airlockEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  if (env.AIRLOCK_HOME) out.AIRLOCK_HOME = path.resolve(env.AIRLOCK_HOME);
  if (env.AIRLOCK_SOCKET) out.AIRLOCK_SOCKET = env.AIRLOCK_SOCKET;
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface LaunchOptions {
  /** Absolute path of bin/airlock.mjs (default: found from this module). */
  binPath?: string;
  /** The node executable (default: see defaultNodeCommand). */
  node?: string;
  env?: Record<string, string>;
}

export function bridgeLaunch(options: LaunchOptions = {}): LaunchSpec {
  const bin = options.binPath ?? path.join(findCheckout(), 'bin', 'airlock.mjs');
  const spec: LaunchSpec = { command: options.node ?? defaultNodeCommand(), args: [bin, 'bridge'] };
  if (options.env) spec.env = options.env;
  return spec;
}

/** Quotes one word for the shell a hook command runs in (sh / bash; Git Bash on
 *  Windows, where forward slashes are used so backslashes cannot be misread). */
export function shellQuote(word: string, platform: NodeJS.Platform = process.platform): string {
  const w = platform === 'win32' ? word.replace(/\\/g, '/') : word;
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(w)) return w;
  return `"${w.replace(/(["\\$`])/g, '\\$1')}"`;
}

export interface HookCommandOptions extends LaunchOptions {
  /** --wait seconds written into the command (left out when it is the hook's default). */
  waitSeconds?: number;
  /** --socket written into the command (when Airlock runs at a non-default location). */
  socket?: string;
  platform?: NodeJS.Platform;
}

/** The shell command line a client runs as Airlock's hook. */
export function hookCommand(client: string, options: HookCommandOptions = {}): string {
  const p = (options.platform ?? process.platform) === 'win32' ? path.win32 : path;
  const bin = options.binPath ? p.join(p.dirname(options.binPath), 'airlock-hook.mjs') : path.join(findCheckout(), 'bin', 'airlock-hook.mjs');
  const q = (w: string): string => shellQuote(w, options.platform);
  const words = [q(options.node ?? defaultNodeCommand()), q(bin), client];
  if (options.waitSeconds !== undefined) words.push('--wait', String(options.waitSeconds));
  if (options.socket) words.push('--socket', q(options.socket));
  return words.join(' ');
}

/** Does this hook command run Airlock's hook for that client? Matches the entry
 *  (`airlock-hook.mjs <client>`), the older form (`airlock.mjs hook <client>`) and
 *  a hand-written `airlock hook <client>` from PATH. */
export function isAirlockHookCommand(command: unknown, client: string): boolean {
  if (typeof command !== 'string') return false;
  return (
    new RegExp(`\\bairlock(?:\\.mjs)?["']?\\s+hook\\s+${client}(?:\\s|$)`).test(command) ||
    new RegExp(`\\bairlock-hook(?:\\.mjs)?["']?\\s+${client}(?:\\s|$)`).test(command)
  );
}
