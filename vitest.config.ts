import { defineConfig } from 'vitest/config';

// One runner for the whole repository. Workspace packages resolve to their
// TypeScript sources (the "source" export condition), so tests never need a build.
const sourceFirst = ['source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions: sourceFirst },
  // Vitest hands ssr conditions to Node as --conditions; 'import' there would make require() load
  // the ESM build of dual packages (pg → pg-pool breaks), so only Vite's SSR defaults plus 'source'.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'engine', include: ['packages/engine/src/**/*.test.ts'], testTimeout: 120_000 } },
      { extends: true, test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
      { extends: true, test: { name: 'web', include: ['apps/web/{src,build}/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        // A page may take seconds to settle on a loaded CI machine; a poll's 1 s default would fail it for no fault of the app.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
