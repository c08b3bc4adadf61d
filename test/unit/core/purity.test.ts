// The core decides and answers without touching the world. This bundles its
// one door exactly as a build would and checks what the bundle reaches: no
// I/O module, and no code from the store, the loop, Electron or the hosts.
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const IO_MODULES = ['fs', 'net', 'tls', 'http', 'https', 'http2', 'dgram', 'dns', 'child_process', 'cluster', 'worker_threads', 'electron', 'better-sqlite3', 'readline', 'repl', 'inspector', 'os', 'process'];
const FORBIDDEN_ROOMS = ['src/main/store/', 'src/main/loop/', 'src/main/app/', 'src/main/headless/', 'src/main/mcp/', 'src/main/clients/', 'src/main/evidence/', 'src/main/history/', 'src/main/ipc/', 'src/cli/'];

async function bundleInputs(entry: string) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  const externals = Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path.replace(/^node:/, '')));
  return { inputs, externals };
}

describe('the core is pure (checked on its bundle, not its import lines)', () => {
  it('src/main/core reaches no I/O module and no stateful room', async () => {
    const { inputs, externals } = await bundleInputs('src/main/core/index.ts');
    expect(inputs.some((i) => i.startsWith('src/main/core/'))).toBe(true);
    const io = externals.filter((e) => IO_MODULES.includes(e.split('/')[0]!));
    expect(io).toEqual([]);
    expect(inputs.filter((i) => FORBIDDEN_ROOMS.some((room) => i.startsWith(room)))).toEqual([]);
    expect(inputs.filter((i) => /node_modules\/(better-sqlite3|electron)\//.test(i))).toEqual([]);
    // Only node:crypto (hashing) among the built-ins.
    expect(externals.filter((e) => builtinModules.includes(e) && e !== 'crypto')).toEqual([]);
  });

  it('the classifier reaches no I/O module and no Node built-in at all', async () => {
    const { inputs, externals } = await bundleInputs('src/main/classifier/index.ts');
    expect(externals).toEqual([]);
    expect(inputs.every((i) => i.startsWith('src/main/classifier/') || i.startsWith('src/shared/'))).toBe(true);
  });

  it('the check would catch an I/O import (the bundle sees through re-exports)', async () => {
    const { externals, inputs } = await bundleInputs('src/main/loop/index.ts');
    expect(externals).toEqual(expect.arrayContaining(['crypto']));
    expect(inputs.some((i) => i.startsWith('src/main/loop/'))).toBe(true);
    const { externals: storeExternals } = await bundleInputs('src/main/store/index.ts');
    expect(storeExternals.some((e) => e === 'fs' || e === 'better-sqlite3')).toBe(true);
  });
});
