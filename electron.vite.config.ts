import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { NO_PARSER_ALIAS, precompiledCatalogs } from './scripts/icuCatalogs';
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

/** recharts, through @mantine/charts. */
const CHART_LIBRARIES = /node_modules[\\/](recharts|@mantine[\\/]charts)[\\/]/;
/** What only recharts uses (scales, shapes, its redux store), by package folder. */
const CHART_DEPENDENCIES =
  /node_modules[\\/](d3-[\w-]+|victory-vendor|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/;

const CONF_UNUSED = resolve('src/main/settings/confUnusedFeatures.ts');

export default defineConfig({
  main: {
    // electron-store and conf are bundled (not loaded from node_modules) so that what conf
    // imports for features Atelier does not use resolves to confUnusedFeatures.ts (see there).
    resolve: {
      alias: [{ find: /^(ajv\/dist\/2020\.js|ajv-formats|semver)$/, replacement: CONF_UNUSED }],
    },
    build: {
      externalizeDeps: { exclude: ['electron-store', 'conf'] },
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
    plugins: [react(), cspMeta(), precompiledCatalogs()],
    resolve: { alias: [NO_PARSER_ALIAS] },
    build: {
      // electron-vite turns minification off for every build (main and preload keep it off:
      // their stack traces stay readable); the renderer is the one the user waits for.
      minify: true,
      rolldownOptions: {
        input: { index: resolve('src/renderer/index.html') },
        output: {
          // Libraries in a few stable chunks, apart from the app's code. Pages are loaded
          // lazily (App.tsx); '$initial' keeps a group to what the entry imports statically, so
          // what only pages use (the waveform library, Mantine's tables and pickers, the
          // virtualizer) is fetched with the first page, not before the shell's first paint.
          // Higher priority claims a module first (a group takes its dependencies along).
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 40,
              },
              {
                name: 'mantine',
                test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/,
                tags: ['$initial'],
                priority: 30,
              },
              { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
              { name: 'wavesurfer', test: /node_modules[\\/]wavesurfer\.js[\\/]/, priority: 10 },
              // Mantine's modules that only pages use (popovers, comboboxes, their hooks): a
              // group of their own above the charts', or 'charts' takes the ones it shares
              // with them (useResolvedStylesApi…) along, and every page then fetched and
              // parsed recharts (440 kB) and its CSS on its first load (issue 24).
              {
                name: 'mantine-pages',
                test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]/,
                priority: 7,
              },
              // The Spending page's charts: recharts and what only it pulls in (d3, redux,
              // immer, decimal.js…), about half of what pages import: apart, so no other page
              // waits for them; in two, so no chunk passes bundle-budget.json's largest chunk. The
              // helpers' group ranks higher, or 'charts' would take them along.
              { name: 'chart-helpers', test: CHART_DEPENDENCIES, priority: 6 },
              { name: 'charts', test: CHART_LIBRARIES, priority: 5 },
              { name: 'vendor-pages', test: /node_modules[\\/]/, priority: 0 },
            ],
          },
        },
      },
    },
  },
});
