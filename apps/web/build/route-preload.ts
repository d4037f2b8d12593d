import type { Plugin } from 'vite';
import type { PageFiles, PreloadPage } from '../src/features/layout/routePreload.js';
import { PRELOAD_META_NAME } from '../src/features/layout/routePreload.js';
import { publicPageFiles, type BuiltChunk } from './page-budget.js';

/** The script that adds the preloads (an entry of the build, loaded by index.html before the app). */
export const ROUTE_PRELOAD_MODULE = 'src/features/layout/route-preload-main.ts';
export const ROUTE_PRELOAD_ENTRY = 'route-preload';

/** The public pages whose code the route preload script asks for early, by their module under src/. */
const preloadedPages: Record<PreloadPage, string> = {
  tournaments: 'src/routes/public/Tournaments.tsx',
  'tournament-detail': 'src/routes/public/TournamentDetail.tsx',
  'tournament-view': 'src/routes/public/TournamentView.tsx',
};

/**
 * Writes into index.html the route preload script and, for it, the chunks (and their CSS) each public page loads beyond the
 * app's entry (which the HTML already preloads): the page's own and everything it imports statically.
 */
export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'kingside-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle).filter((item): item is BuiltChunk & typeof item => item.type === 'chunk');
        const files: PageFiles = {};
        for (const [page, module] of Object.entries(preloadedPages) as [PreloadPage, string][]) {
          const scripts = publicPageFiles(chunks, root, module).beyondEntries;
          // Their CSS too: Vite asks for a lazy chunk's styles only once the chunk is requested, one round trip later.
          const styles = scripts.flatMap((file) => [...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? [])]);
          files[page] = [...scripts, ...new Set(styles)].map((file) => `${base}${file}`);
        }
        const script = chunks.find((chunk) => chunk.facadeModuleId === `${root}/${ROUTE_PRELOAD_MODULE}`);
        if (!script) throw new Error(`Route preload: no chunk for ${ROUTE_PRELOAD_MODULE}`);
        return [
          { tag: 'meta', attrs: { name: PRELOAD_META_NAME, content: JSON.stringify(files) }, injectTo: 'head' },
          // async: it runs as soon as it arrives, while the app's own (larger) scripts are still loading.
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${script.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}
