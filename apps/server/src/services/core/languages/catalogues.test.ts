import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@kingside/contract';
import { catalogueFiles, loadCatalogues } from './catalogues.js';
import { placeholdersOf } from './test-support/placeholders.js';
import { sourceFiles, textsInSources, type FoundText } from './test-support/texts-in-sources.js';

const serverSources = fileURLToPath(new URL('../../../', import.meta.url));
const contractSources = fileURLToPath(new URL('../../../../../../packages/contract/src/', import.meta.url));

/**
 * The server's folders whose messages are still English only. Translating one is taking it off this list: the test
 * then asks for every one of its texts in every language.
 */
const notYetTranslated = [
  'routes/backup.ts',
  'routes/brochure.ts',
  'routes/bundle.ts',
  'routes/payouts.ts',
  'routes/prizes.ts',
  'routes/rating-list.ts',
  'services/backup',
  'services/brochure',
  'services/bundle',
  'services/demo',
  'services/payouts',
  'services/players/expulsion.ts',
  'services/printouts/result-slips.ts',
  'services/printouts/team-board-standings.ts',
  'services/printouts/team-match-sheets.ts',
  'services/printouts/team-pairings.ts',
  'services/printouts/team-standings.ts',
  'services/prizes',
  'services/rating-list',
];

/** Read by the server's operator, not by people using Kingside: English only, on purpose. */
const forTheOperator = ['cli', 'integrations', 'config.ts', 'main.ts', 'trust-proxy.ts', 'routes/health.ts'];

/** Texts with no words of their own (only values and punctuation): a language may write them as English does. */
const sameInEveryLanguage = new Set(['{field}: {problem}', '{first}; {rest}', '{reason}', '{tournament}: {title}']);
/** Texts a language writes as English does. */
const sameInSomeLanguages: Partial<Record<Locale, string[]>> = {
  fr: [
    '{count, plural, one {# minute} other {# minutes}}',
    'Description',
    'Contacts',
    'Club',
    '{count, plural, one {{points} pt} other {{points} pts}}',
    'Pts',
    'Blitz',
    'absent',
    'R{round}',
  ],
  es: ['Club', 'Rating', 'bye', 'Blitz', 'R{round}'],
  pt: ['Rating', 'bye', 'Blitz', 'R{round}'],
  de: ['Name', 'Blitz', 'Status', 'R{round}'],
};

/**
 * The contract's schemas whose messages are still English only (every one is an ICU text already): taking a file off
 * this list asks for its translations.
 */
const contractNotYetTranslated: string[] = [];

const server = textsInSources(
  serverSources,
  sourceFiles(serverSources, (path) => /\/(test-support|locales)$/.test(path)),
  { contract: false, notYetTranslated: [...notYetTranslated, ...forTheOperator] },
);
const contract = textsInSources(
  contractSources,
  // words.ts is the mechanism itself: it hands texts on.
  sourceFiles(contractSources, (path) => path.endsWith('/locales') || path.endsWith('/words.ts')),
  { contract: true, notYetTranslated: contractNotYetTranslated },
);
const texts = new Map<string, FoundText>([...server.texts, ...contract.texts].map((found) => [found.text, found]));

describe('the catalogues', () => {
  it('every message said to people is one literal ICU text', () => {
    expect([...server.notLiteral, ...contract.notLiteral.map((at) => `contract ${at}`)]).toEqual([]);
  });

  it('the folders not yet translated still exist', () => {
    expect(notYetTranslated.filter((folder) => !existsSync(join(serverSources, folder)))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('%s has every text, translated, its placeholders kept', async (locale) => {
    const catalogue = (await loadCatalogues())[locale];
    const missing: string[] = [];
    const untranslated: string[] = [];
    const placeholdersDiffer: string[] = [];
    for (const [text, { at }] of texts) {
      const translation = catalogue[text];
      if (translation === undefined) missing.push(`${at} ${text}`);
      else if (translation === text && !sameInEveryLanguage.has(text) && !sameInSomeLanguages[locale]?.includes(text) && /\p{L}/u.test(text))
        untranslated.push(`${at} ${text}`);
      else if (placeholdersOf(translation).join() !== placeholdersOf(text).join()) placeholdersDiffer.push(`${at} ${text} → ${translation}`);
    }
    expect({ missing, untranslated, placeholdersDiffer }).toEqual({ missing: [], untranslated: [], placeholdersDiffer: [] });
  });

  it('a sentence two areas both say reads the same in both', async () => {
    // The catalogues are merged into one per language, so two translations of one sentence would leave the reader
    // with whichever file was read last.
    const first = new Map<string, { path: string; translation: string }>();
    const differing: string[] = [];
    for (const { locale, path } of catalogueFiles()) {
      const { default: translations } = (await import(pathToFileURL(path).href)) as { default: Record<string, string> };
      for (const [text, translation] of Object.entries(translations)) {
        const earlier = first.get(`${locale} ${text}`);
        if (earlier === undefined) first.set(`${locale} ${text}`, { path, translation });
        else if (earlier.translation !== translation)
          differing.push(
            `${locale} “${text}”: ${earlier.translation} (${earlier.path.slice(serverSources.length)}) ≠ ${translation} (${path.slice(serverSources.length)})`,
          );
      }
    }
    expect(differing).toEqual([]);
  });
});
