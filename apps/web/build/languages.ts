import react from '@vitejs/plugin-react';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';
import { catalogues } from './catalogues.js';

const webRoot = new URL('..', import.meta.url).pathname;

/**
 * React with Lingui's macros (messages are written in English in the components and compiled to ids) and the
 * features' catalogues (.po) compiled as they are imported and gathered per language (build/catalogues.ts): for the
 * app's builds and for its tests alike.
 */
export function languages(): PluginOption[] {
  // The configuration is read from the web app's folder, whichever folder the build or the test runner starts in.
  const linguiConfig = getConfig({ cwd: webRoot });
  return [
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
    lingui({ cwd: webRoot, failOnCompileError: true }),
    catalogues(),
  ];
}
