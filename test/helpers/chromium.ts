// Which Chromium the browser tests drive, in one place. In order:
//   1. AIRLOCK_CHROMIUM (a path; an explicit choice never falls back),
//   2. the system's: /usr/bin/chromium, then `chromium` or `google-chrome` on PATH,
//   3. the Chromium shipped inside the npm package @sparticuz/chromium (a
//      dev dependency; x64 Linux), unpacked once into node_modules/.cache.
// Nothing is downloaded: the packaged one is already on disk after
// `npm install`, compressed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LaunchOptions } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGE = '@sparticuz/chromium';

export type ChromiumSource = 'AIRLOCK_CHROMIUM' | 'system' | 'packaged';

export interface ResolvedChromium {
  executablePath: string;
  source: ChromiumSource;
  /** Extra environment for the browser process (the packaged one's fonts). */
  env: Record<string, string>;
}

/** Flags for every launch: no sandbox (CI runs as root), no GPU, and nothing
 *  that reaches the network on its own (this machine's network is closed). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** The system Chromium, or undefined. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env, fixedPath = '/usr/bin/chromium'): string | undefined {
  if (isExecutable(fixedPath)) return fixedPath;
  return onPath('chromium', env) ?? onPath('google-chrome', env);
}

/** The packaged Chromium, unpacked into node_modules/.cache/airlock-chromium/<version>
 *  on first use (about 200 MB, a second or two). Unpacked into a staging
 *  directory and renamed into place, so a crash or a parallel run never
 *  leaves a half-written binary where a later run would take it. */
export function packagedChromium(cacheRoot = path.join(root, 'node_modules', '.cache', 'airlock-chromium')): ResolvedChromium {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${PACKAGE} ships Chromium for x64 Linux only (this is ${process.platform}/${process.arch}).`);
  }
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve(PACKAGE);
  } catch {
    throw new Error(`${PACKAGE} is not installed (it is a dev dependency: run \`npm install\`).`);
  }
  // build/cjs/index.cjs → the package directory.
  const packageDir = path.resolve(path.dirname(entry), '..', '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = path.join(cacheRoot, version);
  const executablePath = path.join(dir, 'chromium');

  if (!isExecutable(executablePath)) {
    fs.mkdirSync(cacheRoot, { recursive: true });
    const staging = fs.mkdtempSync(path.join(cacheRoot, `.${version}-`));
    try {
      // The package unpacks its brotli archives into os.tmpdir(); a child
      // with TMPDIR set to the staging directory keeps them out of /tmp.
      const unpack = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `const { default: c } = await import(${JSON.stringify(pathToFileURL(path.join(packageDir, 'build', 'esm', 'index.js')).href)}); await c.executablePath();`],
        { env: { ...process.env, TMPDIR: staging }, encoding: 'utf8' },
      );
      if (unpack.status !== 0 || !isExecutable(path.join(staging, 'chromium'))) {
        throw new Error(`Unpacking ${PACKAGE} ${version} failed: ${(unpack.stderr || unpack.error?.message || `exit ${unpack.status}`).trim()}`);
      }
      // Fonts: the system's where fontconfig is installed, and the package's
      // own (Open Sans) so text renders on a machine with none.
      fs.writeFileSync(
        path.join(staging, 'fonts.conf'),
        `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>\n  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>\n</fontconfig>\n`,
      );
      try {
        fs.renameSync(staging, dir);
      } catch (error) {
        // Another run got there first; its copy is as good as ours.
        if (!isExecutable(executablePath)) throw error;
      }
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }

  // Fails here, with the fix, rather than inside Playwright's launch.
  const probe = spawnSync(executablePath, ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    const missing = /error while loading shared libraries: (\S+?):/.exec(probe.stderr ?? '')?.[1];
    throw new Error(
      missing
        ? `The packaged Chromium (${executablePath}) needs ${missing}, which this machine lacks. On Debian/Ubuntu: \`apt-get install -y libnss3 libexpat1\` (or install a system Chromium: \`apt-get install -y chromium\`).`
        : `The packaged Chromium (${executablePath}) does not start: ${(probe.stderr || probe.error?.message || `exit ${probe.status}`).trim()}`,
    );
  }
  return { executablePath, source: 'packaged', env: { FONTCONFIG_FILE: path.join(dir, 'fonts.conf') } };
}

/** The Chromium to drive, by the order at the top of this file. */
export function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  sources: { systemFixedPath?: string; packaged?: () => ResolvedChromium } = {},
): ResolvedChromium {
  const chosen = env.AIRLOCK_CHROMIUM;
  if (chosen) {
    if (!isExecutable(chosen)) throw new Error(`AIRLOCK_CHROMIUM is set to ${chosen}, which is not an executable file. Point it at a Chromium binary, or unset it to use the system or packaged Chromium.`);
    return { executablePath: chosen, source: 'AIRLOCK_CHROMIUM', env: {} };
  }
  const system = systemChromium(env, sources.systemFixedPath);
  if (system) return { executablePath: system, source: 'system', env: {} };
  try {
    return (sources.packaged ?? packagedChromium)();
  } catch (error) {
    throw new Error(
      `No Chromium for the browser tests: AIRLOCK_CHROMIUM is unset, there is no /usr/bin/chromium and no chromium or google-chrome on PATH, and the packaged one is unusable — ${(error as Error).message}`,
    );
  }
}

let resolved: ResolvedChromium | undefined;

/** This process's Chromium, resolved once. */
export function testChromium(): ResolvedChromium {
  return (resolved ??= resolveChromium());
}

/** Playwright launch options for this process's Chromium (headless). */
export function chromiumLaunchOptions(): LaunchOptions {
  const { executablePath, env } = testChromium();
  return { executablePath, args: CHROMIUM_ARGS, headless: true, env: { ...process.env, ...env } as Record<string, string> };
}

// `node --import tsx test/helpers/chromium.ts` says which Chromium the tests use.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { executablePath, source } = testChromium();
  const version = spawnSync(executablePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`${source}: ${executablePath}${version ? ` (${version})` : ''}`);
}
