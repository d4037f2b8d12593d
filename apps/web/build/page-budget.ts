import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { folderOf, PUBLIC_FOLDERS } from './catalogues.js';

/**
 * What a spectator's phone downloads before a public page shows anything: the app's entry chunk, the page's
 * own chunk, and every chunk either imports statically (lazy imports come later, on demand). The build prints
 * each public page's weight against the public pages' budget (188 KB gzipped) and fails when a budgeted page
 * passes it. The home page and the player card are still built with antd, which alone passes the budget: they
 * are reported, not budgeted, until they are rebuilt without it. A page's weight counts the public words of the
 * language whose words weigh most, and the build fails when a public page says words its language's public part lacks.
 */

export interface PublicPage {
  /** The page's module under src/ (the router's lazy screen). */
  module: string;
  /** Whether the build fails when the page's first load passes the budget. */
  budgeted: boolean;
}

export const publicPages: Record<string, PublicPage> = {
  home: { module: 'src/routes/public/Home.tsx', budgeted: false },
  tournaments: { module: 'src/routes/public/Tournaments.tsx', budgeted: true },
  'tournament detail': { module: 'src/routes/public/TournamentDetail.tsx', budgeted: true },
  'pairings, standings': { module: 'src/routes/public/TournamentView.tsx', budgeted: true },
  'player card': { module: 'src/routes/public/PlayerProfile.tsx', budgeted: false },
};

// 150 KB until team events: the tournament's schemas every tournament page reads (its details, and the create and
// edit bodies of the same endpoint group) now carry the team systems, boards and team scoring, 2 KB more. 152 KB
// until languages: the pages now say their words through Lingui (3.5 KB), and a page's weight counts the public words
// of the language whose words weigh most (13 KB in Russian), which a reader of it loads before the page shows. 172 KB
// until the contract's words (byes, points, scores' meanings and its field messages, 11 KB in Russian) joined them.
// 184 KB until the tie-breaks' names and meanings and the standings' rules came in the reader's language (3 KB more
// of the contract's words in Russian).
export const PUBLIC_PAGE_BUDGET_BYTES = 188 * 1024;

/** The parts of a Rollup output chunk this needs. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  /** The CSS files Vite split out of the chunk (loaded with it). */
  viteMetadata?: { importedCss: Set<string> };
  /** The modules bundled into the chunk. */
  moduleIds: string[];
}

export interface PageWeight {
  page: string;
  budgeted: boolean;
  files: string[];
  /** With the public words of the language that weighs most (a reader of it loads them before the page shows). */
  gzipBytes: number;
  heaviestLanguage: string;
}

function staticClosure(roots: string[], byFile: Map<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The files a page loads first: the app's entries, the page's own chunk, and every chunk either imports statically;
 * `beyondEntries` are those the entries do not already bring.
 */
export function publicPageFiles(chunks: BuiltChunk[], root: string, module: string): { files: string[]; beyondEntries: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunk = chunks.find((c) => c.facadeModuleId === `${root}/${module}`);
  if (!chunk) throw new Error(`Page budget: no chunk for ${module}; update the page list in build/`);
  const entries = staticClosure(
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    byFile,
  );
  const files = [...staticClosure([...entries, chunk.fileName], byFile)];
  return { files, beyondEntries: files.filter((file) => !entries.has(file)) };
}

/** Each public page's first-load JavaScript, gzipped as the server sends it. */
export function publicPageWeights(chunks: BuiltChunk[], root: string): PageWeight[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(byFile.get(file)?.code ?? '', { level: 9 }).length);
    return gzipped.get(file) as number;
  };
  const words = chunks
    .filter((chunk) => chunk.facadeModuleId?.startsWith(PUBLIC_WORDS_PREFIX))
    .map((chunk) => ({ language: (chunk.facadeModuleId ?? '').slice(PUBLIC_WORDS_PREFIX.length), bytes: gzipSize(chunk.fileName) }))
    .sort((a, b) => b.bytes - a.bytes);
  const heaviest = words[0] ?? { language: 'none', bytes: 0 };
  return Object.entries(publicPages).map(([page, { module, budgeted }]) => {
    const { files } = publicPageFiles(chunks, root, module);
    return { page, budgeted, files, gzipBytes: heaviest.bytes + files.reduce((sum, file) => sum + gzipSize(file), 0), heaviestLanguage: heaviest.language };
  });
}

/** Whether a module writes messages (Lingui's macros): code that says nothing needs no words loaded. */
const saysWords = (file: string) => existsSync(file) && /from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8'));

/** The chunks of a language's public words (build/catalogues.ts). */
const PUBLIC_WORDS_PREFIX = '\0kingside-catalogue:public/';

/**
 * Why the build fails for the public words: a budgeted page's first load holding code of a folder whose words are
 * not in the public part of the catalogues (its words would be missing until an antd screen loaded them).
 */
export function publicWordsFailures(chunks: BuiltChunk[], root: string, weights: PageWeight[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const src = `${root}/src/`;
  const failures = new Set<string>();
  for (const w of weights.filter((weight) => weight.budgeted)) {
    for (const file of w.files) {
      for (const id of byFile.get(file)?.moduleIds ?? []) {
        if (!id.startsWith(src) || !/\.tsx?$/.test(id) || !saysWords(id)) continue;
        const folder = folderOf(id.slice(src.length));
        if (!PUBLIC_FOLDERS.includes(folder))
          failures.add(`${w.page}: loads ${id.slice(src.length)}, whose folder ${folder} is not among the public words (build/catalogues.ts)`);
      }
    }
  }
  return [...failures];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Why the build fails: one line per budgeted page past the budget (none when all fit). */
export function budgetFailures(weights: PageWeight[], budgetBytes = PUBLIC_PAGE_BUDGET_BYTES): string[] {
  return weights
    .filter((w) => w.budgeted && w.gzipBytes > budgetBytes)
    .map((w) => `${w.page}: ${kb(w.gzipBytes)} of first-load JavaScript (gzip), over the budget of ${kb(budgetBytes)}`);
}

function verdict(w: PageWeight): string {
  if (w.gzipBytes <= PUBLIC_PAGE_BUDGET_BYTES) return 'within the budget';
  const ratio = `${(w.gzipBytes / PUBLIC_PAGE_BUDGET_BYTES).toFixed(2)} × the budget`;
  return w.budgeted ? ratio : `${ratio} (not budgeted: built with antd)`;
}

export function pageWeights(): Plugin {
  let root = '';
  return {
    name: 'kingside-page-weights',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is BuiltChunk & typeof item => item.type === 'chunk');
      const weights = publicPageWeights(chunks, root);
      this.info(
        `first-load JavaScript of the public pages (gzip), with the words of the heaviest language (${weights[0]?.heaviestLanguage}), budget ${kb(PUBLIC_PAGE_BUDGET_BYTES)}:`,
      );
      for (const w of weights) this.info(`  ${w.page.padEnd(20)} ${kb(w.gzipBytes).padStart(9)}  ${String(w.files.length).padStart(3)} files  ${verdict(w)}`);
      const failures = [...budgetFailures(weights), ...publicWordsFailures(chunks, root, weights)];
      if (failures.length > 0) this.error(failures.join('\n'));
    },
  };
}
