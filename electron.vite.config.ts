import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './src/main/security/contentSecurityPolicy';

/** The renderer's CSP as a meta tag, from the same builder the session header uses. */
function cspMeta(): Plugin {
  return {
    name: 'atelier-csp-meta',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => {
        // Dev mode serves React refresh inline; the session header still applies there.
        if (context.server) return html;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ forMetaTag: true })}" />`;
        return html.replace('<head>', `<head>\n    ${meta}`);
      },
    },
  };
}

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          // The embedded sandbox renders media on this worker (see src/sandbox/renderPool.ts).
          renderWorker: resolve('src/sandbox/renderWorker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // sandbox: true allows a preload to require only 'electron': bundle zod and the
      // contract into one CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react(), cspMeta()],
    build: {
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
