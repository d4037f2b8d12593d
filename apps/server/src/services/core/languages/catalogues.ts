import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contractTranslations, isLocale, LOCALES, SOURCE_LOCALE, type Locale, type Translations } from '@kingside/contract';

/**
 * The server's sources (or its build): every area keeps its catalogues beside it, services/<area>/locales/<locale>.ts
 * (.js once built), and http/ its own.
 */
const sourcesDir = fileURLToPath(new URL('../../../', import.meta.url));
const catalogueFile = /^([a-z]{2})\.(?:ts|js)$/;

export type Catalogues = Record<Locale, Translations>;

/**
 * The server's catalogue files, by language. Found by walking the sources rather than imported by name, so the core
 * names no area and a new area's catalogues are read as soon as they exist.
 */
export function catalogueFiles(root = sourcesDir): { locale: Locale; path: string }[] {
  const found: { locale: Locale; path: string }[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || basename(entry.parentPath) !== 'locales') continue;
    const language = catalogueFile.exec(entry.name)?.[1];
    if (isLocale(language) && language !== SOURCE_LOCALE) found.push({ locale: language, path: join(entry.parentPath, entry.name) });
  }
  return found;
}

async function readCatalogues(): Promise<Catalogues> {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Catalogues;
  const files = catalogueFiles().map(async ({ locale, path }) => {
    const module = (await import(pathToFileURL(path).href)) as { default: Translations };
    Object.assign(catalogues[locale], module.default);
  });
  const contract = Object.entries(contractTranslations).map(async ([locale, load]) => {
    if (isLocale(locale)) Object.assign(catalogues[locale], (await load()).default);
  });
  await Promise.all([...files, ...contract]);
  return catalogues;
}

let reading: Promise<Catalogues> | undefined;

/** Every language's translations, read once per process (the app awaits this before it answers). */
export function loadCatalogues(): Promise<Catalogues> {
  reading ??= readCatalogues();
  return reading;
}
