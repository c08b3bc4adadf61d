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
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // Electron's own message ("failed to install correctly, please delete …") means its
    // download did not happen; say that, rather than advice the next lines contradict.
    if (/failed to install correctly/i.test(message)) return { binary: null, why: 'npm install skipped or could not finish the Electron download' };
    return { binary: null, why: message };
  }
}
