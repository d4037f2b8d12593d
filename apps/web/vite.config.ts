import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import { languages } from './build/languages.js';
import { pageWeights } from './build/page-budget.js';
import { precompress } from './build/precompress.js';
import { ROUTE_PRELOAD_ENTRY, ROUTE_PRELOAD_MODULE, routePreload } from './build/route-preload.js';

// In development the API runs separately (npm start, port 3000); in production the
// server serves this build itself, so /api is same-origin and needs no proxy.
const apiTarget = process.env.KINGSIDE_API_URL ?? 'http://localhost:3000';

const publicTournamentModules = [
  /\/apps\/web\/src\/api\/(tournaments|query-keys\/tournament)\.ts$/,
  /\/packages\/contract\/src\/(endpoints-tournaments|warning-levels)\.ts$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render of the public pages (src/entry-server.tsx, built after the app into dist/ssr/) needs none of
  // the browser build's weighing, preloads and compressed copies.
  plugins: isSsrBuild ? [...languages()] : [...languages(), pageWeights(), routePreload(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  // Workspace packages are bundled from their TypeScript sources, so the web build
  // never waits for (or goes stale against) a package's dist.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  build: {
    outDir: 'dist',
    // The server's render of a public page and the browser's must name an asset (the logo) alike: by its file, never
    // inlined (the server's build would inline what the browser's, which index.html also names, keeps as a file).
    assetsInlineLimit: 0,
    emptyOutDir: true,
    // Every browser the app supports follows <link rel="modulepreload"> itself: the polyfill was weight on every first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The route preload script is an entry of its own, outside the app's: it must arrive and run before the app does.
      input: { index: 'index.html', [ROUTE_PRELOAD_ENTRY]: ROUTE_PRELOAD_MODULE },
      output: {
        // React changes far less often than screens: its chunk stays cached across releases. antd is left to the
        // bundler, so each page loads only the components it uses (one antd chunk was 1.3 MB for every page).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          // What every public tournament page loads, kept in one chunk each: left to the bundler, the admin screens'
          // different imports of the same modules split them into several small chunks, each a request and a few
          // hundred bytes more of a phone's first load.
          if (publicTournamentModules.some((pattern) => pattern.test(id))) return 'tournament';
          return undefined;
        },
      },
    },
  },
}));
