// One config for the three Electron builds (electron-vite): main (ESM, deps
// left to node_modules — better-sqlite3 and @napi-rs/keyring are native),
// preload (CommonJS: a sandboxed preload cannot be an ES module; zod-free) and
// the React renderer, whose CSP <meta> is written here from the one CSP string.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, developmentCsp } from './src/main/app/security';

const root = dirname(fileURLToPath(import.meta.url));
const NATIVE = ['better-sqlite3', '@napi-rs/keyring'];

function cspMeta(): Plugin {
  let csp = CONTENT_SECURITY_POLICY;
  return {
    name: 'airlock:csp-meta',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') csp = developmentCsp(`http://localhost:${address.port}`);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('<meta name="airlock-csp" />', `<meta http-equiv="Content-Security-Policy" content="${csp}" />`),
    },
  };
}

export default defineConfig({
  main: {
    build: {
      externalizeDeps: { include: NATIVE },
      rolldownOptions: {
        input: { index: resolve(root, 'src/main/index.ts') },
        external: NATIVE,
      },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src/renderer'),
    base: './',
    plugins: [react(), cspMeta()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src/renderer/index.html') } },
      target: 'chrome130',
      minify: true,
      sourcemap: false,
    },
  },
});
