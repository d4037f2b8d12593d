import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The languages of lingui.config.ts (a test checks both agree with the contract's). */
const LOCALES = ['en', 'hi', 'fr', 'es', 'de', 'ru', 'pt', 'ar'] as const;

/**
 * The catalogues whose words the public pages say (the tournament list, a tournament's page, its pairings and
 * standings), by folder as lingui.config.ts gathers them ('' is the catalogue of src/ itself, with api/ and ssr/):
 * they are the "public" part of a language, loaded before a page first renders and weighed with it. Every other
 * folder's words come with the first screen built with antd (the "app" part). The page budget fails the build when a
 * public page's first load holds code of a folder not listed here.
 */
export const PUBLIC_FOLDERS = [
  '',
  'features/brand',
  'features/errors',
  'features/format',
  'features/languages',
  'features/layout',
  'features/live',
  'features/results',
  'features/tables',
  'features/teams',
  'features/tournament',
  'features/why-this-pairing',
  'routes/public',
  'features/files',
];

export type CataloguePart = 'public' | 'app';
export const CATALOGUES_MODULE = 'virtual:kingside-catalogues';
const RESOLVED = `\0${CATALOGUES_MODULE}`;
const PART_PREFIX = '\0kingside-catalogue:';

/** The catalogue a module under src/ says its words from (as lingui.config.ts's catalogues take it). */
export function folderOf(srcRelative: string): string {
  const [top, second] = srcRelative.split('/');
  return (top === 'features' || top === 'routes') && second !== undefined ? `${top}/${second}` : '';
}

/** Every catalogue folder under src/ (features/x, routes/x, and src/ itself). */
function catalogueFolders(src: string): string[] {
  const children = (top: string) =>
    readdirSync(path.join(src, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top}/${entry.name}`);
  return ['', ...children('features'), ...children('routes')];
}

/** The contract's translations of a language: its English texts each mapped to the language's text. */
async function contractTranslationsOf(locale: string): Promise<Record<string, string>> {
  const file = new URL(`../../../packages/contract/src/locales/${locale}.ts`, import.meta.url).pathname;
  const module = (await import(pathToFileURL(file).href)) as { default: Record<string, string> };
  return module.default;
}

/**
 * The contract's texts (its schemas' refusals, the tie-breaks' rules, the results' words…) compiled in `locale`,
 * keyed by the English text itself, so the app says one with `i18n._(text, values)`. English compiles the texts
 * themselves (a translation's keys are every text of the contract).
 */
async function contractMessages(locale: string): Promise<Record<string, CompiledMessage>> {
  const translations = await contractTranslationsOf(locale === 'en' ? 'hi' : locale);
  return Object.fromEntries(Object.entries(translations).map(([text, translation]) => [text, compileMessage(locale === 'en' ? text : translation)]));
}

/**
 * `virtual:kingside-catalogues`: for each part and language, a loader of that language's messages of the part, each
 * its own chunk gathering the folders' catalogues (locales/<language>.po beside each folder, compiled by Lingui).
 */
export function catalogues(): Plugin {
  // The web app's own sources, whichever folder the build or the test runner starts in.
  const src = new URL('../src', import.meta.url).pathname;
  return {
    name: 'kingside-catalogues',
    resolveId(id) {
      if (id === CATALOGUES_MODULE) return RESOLVED;
      return id.startsWith(PART_PREFIX) ? id : undefined;
    },
    async load(id) {
      if (id === RESOLVED) {
        const loaders = (part: CataloguePart) =>
          `{ ${LOCALES.map((locale) => `${locale}: () => import(${JSON.stringify(`${PART_PREFIX}${part}/${locale}`)}).then((m) => m.messages)`).join(', ')} }`;
        return `export const catalogues = { public: ${loaders('public')}, app: ${loaders('app')} };`;
      }
      if (!id.startsWith(PART_PREFIX)) return undefined;
      const [part, locale] = id.slice(PART_PREFIX.length).split('/');
      const files = catalogueFolders(src)
        .filter((folder) => PUBLIC_FOLDERS.includes(folder) === (part === 'public'))
        .map((folder) => path.join(src, folder, 'locales', `${locale}.po`))
        .filter((file) => existsSync(file));
      const imports = files.map((file, i) => `import { messages as m${i} } from ${JSON.stringify(file)};`).join('\n');
      // The contract's texts come with the public part: the public pages say some (results, byes, tie-breaks).
      const contract = part === 'public' ? JSON.stringify(await contractMessages(locale)) : '{}';
      return `${imports}\nexport const messages = Object.assign(${contract}, ${files.map((_, i) => `m${i}`).join(', ')});`;
    },
  };
}
