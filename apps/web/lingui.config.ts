import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Where the web app's messages live: each feature (and each group of routes) keeps its catalogues beside it, in
 * `locales/<language>.po`, so a feature's words travel with its code. English is the source: the messages are written
 * in English in the components (Lingui's macros), and `lingui extract` gathers them into every feature's catalogues.
 * The languages are the contract's (packages/contract/src/locales.ts; a test checks that both lists agree).
 */
export default defineConfig({
  sourceLocale: 'en',
  // A message not translated yet reads in English, never as its id (a test fails on every such message all the same).
  fallbackLocales: { default: 'en' },
  locales: ['en', 'hi', 'fr', 'es', 'de', 'ru', 'pt', 'ar'],
  catalogs: [
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}/'] },
    { path: '<rootDir>/src/routes/{name}/locales/{locale}', include: ['<rootDir>/src/routes/{name}/'] },
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src/*.tsx', '<rootDir>/src/ssr/', '<rootDir>/src/api/'] },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'message',
});
