import { defineConfig } from 'vitest/config';
import { languages } from './apps/web/build/languages.js';

// One runner for the whole repository. Workspace packages resolve to their
// TypeScript sources (the "source" export condition), so tests never need a build.
const sourceFirst = ['source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions: sourceFirst },
  // Vitest hands ssr conditions to Node as --conditions; 'import' there would make require() load
  // the ESM build of dual packages (pg → pg-pool breaks), so only Vite's SSR defaults plus 'source'.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] } },
  test: {
    // The engine, contract, server and web files run two at a time (one per core of the 2-core machines we test on);
    // the end-to-end files run after them, one at a time, each with a server and a browser of its own. In one group
    // with the end-to-end files, every file ran one at a time, and the whole run took 53 minutes.
    projects: [
      { extends: true, test: { name: 'engine', include: ['packages/engine/src/**/*.test.ts'], testTimeout: 120_000, maxWorkers: 2 } },
      { extends: true, test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], maxWorkers: 2 } },
      { extends: true, test: { name: 'docs', include: ['docs/**/*.test.ts'], maxWorkers: 2 } },
      {
        extends: true,
        // Two files at a time share the cores: the longest (the authorization matrix) takes about a minute alone.
        test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, maxWorkers: 2 },
      },
      {
        extends: true,
        plugins: languages(),
        // The web's tests read the app in English, as a reader whose browser asks for nothing else.
        test: {
          name: 'web',
          include: ['apps/web/{src,build}/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/features/languages/test-setup.ts'],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        // The tests call the API through the web app's client, whose messages are Lingui's.
        plugins: languages(),
        // A page may take seconds to settle on a loaded CI machine; a poll's 1 s default would fail it for no fault of the app.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Each file's server starts on a copy of one first start, migrated and with the demo seeded.
          globalSetup: ['e2e/support/first-start.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
