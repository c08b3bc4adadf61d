// The static Electron security check (`npm run check:electron`, part of
// `npm test`) finds what it exists to find: insecure windows written at the
// call site, insecure values reaching the window through security.ts, and
// files it cannot parse. The real run over src/ is in `npm test` itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSettings, isFailing, scanElectronSecurity, type Finding } from '../../../scripts/check-electron-security';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airlock-eng-fixture-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const ids = (findings: { id: string }[]) => findings.map((f) => f.id);

describe('the electronegativity check', () => {
  it('fails a window created with context isolation off and Node in the renderer', async () => {
    fs.writeFileSync(
      path.join(dir, 'main.ts'),
      `import { BrowserWindow } from 'electron';
export const open = (): BrowserWindow => new BrowserWindow({ webPreferences: { contextIsolation: false, nodeIntegration: true, disableBlinkFeatures: 'Auxclick' } });
`,
    );
    const { findings } = await scanElectronSecurity({ sourceDir: dir, settings: false });
    const failing = findings.filter(isFailing);
    expect(ids(failing)).toEqual(expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'NODE_INTEGRATION_JS_CHECK', 'SANDBOX_JS_CHECK']));
    expect(failing.find((f) => f.id === 'CONTEXT_ISOLATION_JS_CHECK')!.file).toMatch(/main\.ts$/);
  }, 30_000);

  it('checks the evaluated webPreferences: the app settings pass, a weakened copy fails', async () => {
    fs.writeFileSync(path.join(dir, 'empty.ts'), 'export {};\n');
    const good = await scanElectronSecurity({ sourceDir: dir, settings: appSettings() });
    const onGenerated = (findings: Finding[]) => findings.filter((f) => f.file.startsWith('generated'));
    expect(onGenerated(good.findings).filter((f) => f.id.endsWith('_JS_CHECK'))).toEqual([]);

    const weak = appSettings();
    weak.webPreferences = { ...weak.webPreferences, contextIsolation: false, sandbox: false };
    const bad = await scanElectronSecurity({ sourceDir: dir, settings: weak });
    expect(ids(onGenerated(bad.findings).filter(isFailing))).toEqual(expect.arrayContaining(['CONTEXT_ISOLATION_JS_CHECK', 'SANDBOX_JS_CHECK']));
  }, 30_000);

  it('reports a file it cannot parse instead of passing it unchecked', async () => {
    fs.writeFileSync(path.join(dir, 'broken.ts'), 'export const = ;\n');
    const { problems } = await scanElectronSecurity({ sourceDir: dir, settings: false });
    expect(problems).toEqual([expect.objectContaining({ tolerable: false, file: expect.stringMatching(/broken\.ts$/) })]);
  }, 30_000);
});
