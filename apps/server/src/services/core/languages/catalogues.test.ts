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
const engineSources = fileURLToPath(new URL('../../../../../../packages/engine/src/', import.meta.url));

/** The engine's files whose sentences the server says, written with words() as the server writes its own. */
const engineFiles = ['swiss/dutch/explanation-words.ts', 'swiss/team/explanation-words.ts', 'prizes/index.ts', 'prizes/board.ts', 'prizes/words.ts'];

/** Read by the server's operator, not by people using Kingside: English only, on purpose. */
const forTheOperator = ['cli', 'integrations', 'config.ts', 'main.ts', 'trust-proxy.ts', 'routes/health.ts'];

/** Texts with no words of their own (only values and punctuation): a language may write them as English does. */
const noWordsOfTheirOwn = new Set(['{field}: {problem}', '{first}; {rest}', '{reason}', '{tournament}: {title}', '{code}: {title} ({explanation})']);
/** Texts a language writes as English does. */
const sameInSomeLanguages: Partial<Record<Locale, string[]>> = {
  fr: [
    '{count, plural, one {# minute} other {# minutes}}',
    'Description',
    'Contacts',
    'Club',
    '{count, plural, one {{points} pt} other {{points} pts}}',
    '{count, plural, one {{points} point} other {{points} points}}',
    'Pts',
    'Blitz',
    'absent',
    'R{round}',
    'Points',
    'Buchholz',
    'Sonneborn-Berger',
  ],
  es: ['Club', 'Rating', 'bye', 'Blitz', 'R{round}', 'Buchholz', 'Sonneborn-Berger'],
  pt: ['Rating', 'bye', 'Blitz', 'R{round}', 'Buchholz', 'Sonneborn-Berger'],
  de: ['Name', 'Blitz', 'Status', 'R{round}', 'Buchholz', 'Sonneborn-Berger'],
};

const server = textsInSources(
  serverSources,
  sourceFiles(serverSources, (path) => /\/(test-support|locales)$/.test(path)),
  { contract: false, leftOut: forTheOperator },
);
const contract = textsInSources(
  contractSources,
  // words.ts is the mechanism itself: it hands texts on.
  sourceFiles(contractSources, (path) => path.endsWith('/locales') || path.endsWith('/words.ts')),
  { contract: true, leftOut: [] },
);
const engine = textsInSources(
  engineSources,
  engineFiles.map((file) => join(engineSources, file)),
  { contract: false, leftOut: [] },
);
/** The tie-breaks' names and meanings, written as the contract writes its texts and translated in its catalogues. */
const tiebreaks = textsInSources(
  engineSources,
  ['tiebreaks/definitions.ts', 'tiebreaks/team-definitions.ts'].map((file) => join(engineSources, file)),
  { contract: true, leftOut: [] },
);
const texts = new Map<string, FoundText>([...server.texts, ...contract.texts, ...engine.texts, ...tiebreaks.texts].map((found) => [found.text, found]));

describe('the catalogues', () => {
  it('every message said to people is one literal ICU text', () => {
    expect([
      ...server.notLiteral,
      ...contract.notLiteral.map((at) => `contract ${at}`),
      ...engine.notLiteral.map((at) => `engine ${at}`),
      ...tiebreaks.notLiteral.map((at) => `engine ${at}`),
    ]).toEqual([]);
  });

  it('the operator’s files left in English still exist', () => {
    expect(forTheOperator.filter((folder) => !existsSync(join(serverSources, folder)))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('%s has every text, translated, its placeholders kept', async (locale) => {
    const catalogue = (await loadCatalogues())[locale];
    const missing: string[] = [];
    const untranslated: string[] = [];
    const placeholdersDiffer: string[] = [];
    for (const [text, { at }] of texts) {
      const translation = catalogue[text];
      if (translation === undefined) missing.push(`${at} ${text}`);
      else if (translation === text && !noWordsOfTheirOwn.has(text) && !sameInSomeLanguages[locale]?.includes(text) && /\p{L}/u.test(text))
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
