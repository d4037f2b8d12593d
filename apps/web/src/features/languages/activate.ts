import { i18n } from '@lingui/core';
import { catalogues, type CataloguePart } from 'virtual:kingside-catalogues';
import { isLocale, isRightToLeft, SOURCE_LOCALE, type Locale } from '@kingside/contract';

/** The parts of the words loaded so far for any language: the public pages' always, the rest once a screen asked. */
const wanted = new Set<CataloguePart>(['public']);
const loaded = new Set<string>();

async function load(part: CataloguePart, locale: Locale): Promise<void> {
  const key = `${part}/${locale}`;
  if (loaded.has(key)) return;
  i18n.load(locale, await catalogues[part][locale]());
  loaded.add(key);
}

/**
 * Makes `locale` the language every message is said in (Lingui's one i18n instance: the components re-render through
 * its provider). On the server this runs before each page's render, which is synchronous, so one page's language
 * never leaks into another's.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((part) => load(part, locale)));
  i18n.activate(locale);
}

/**
 * The words of every screen beyond the public pages (loaded with the first screen built with antd, so a spectator's
 * phone never downloads the organiser's words), in the language spoken now and in any chosen later.
 */
export async function loadAppWords(): Promise<void> {
  wanted.add('app');
  await load('app', activeLocale());
}

// A public page that says a word beyond the public part (a team's page, a player's card) shows its id until the rest
// arrives: asking for it loads the rest, and the pages say it again once it is there.
i18n.on('missing', () => {
  if (!wanted.has('app')) void loadAppWords().then(() => i18n.activate(activeLocale()));
});

/** The language messages are said in now. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** The document's language and direction, for the browser (and screen readers) to read and lay out the page by. */
export function documentLanguage(locale: Locale): { lang: Locale; dir: 'ltr' | 'rtl' } {
  return { lang: locale, dir: isRightToLeft(locale) ? 'rtl' : 'ltr' };
}
