// Where the Electron binary is, or null (and why) when it was never
// downloaded — the normal case on CI and offline machines.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

export function electronBinary() {
  try {
    const binary = createRequire(import.meta.url)('electron');
    if (typeof binary === 'string' && existsSync(binary)) return { binary };
    return { binary: null, why: `the Electron binary is not at ${binary}` };
  } catch (error) {
    return { binary: null, why: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}
