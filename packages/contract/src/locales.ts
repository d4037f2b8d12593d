import { z } from 'zod';

/**
 * The languages Kingside speaks, by their BCP 47 codes. English is the source every message is written in; the others
 * are translations of it, one catalogue per language beside each feature.
 */
export const LOCALES = ['en', 'hi', 'fr', 'es', 'de', 'ru', 'pt', 'ar'] as const;
export const localeSchema = z.enum(LOCALES, { error: 'Choose one of the languages: en, hi, fr, es, de, ru, pt, ar' });
export type Locale = z.infer<typeof localeSchema>;

export const SOURCE_LOCALE: Locale = 'en';

/** Each language by its own name, as a reader of it looks for it in a list of languages. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  ru: 'Русский',
  pt: 'Português',
  ar: 'العربية',
};

/** Languages written right to left: the whole layout mirrors for them. */
export function isRightToLeft(locale: Locale): boolean {
  return locale === 'ar';
}

/** The cookie that keeps a visitor's choice of language, so the server renders public pages in it. */
export const LOCALE_COOKIE = 'kingside_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a tag names ("pt-BR" is Portuguese, "hi-IN" Hindi), or undefined when Kingside does not speak it. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/**
 * The first language of an Accept-Language header (RFC 9110 §12.5.4: by quality, then by order) that Kingside speaks;
 * undefined when there is none, so the caller falls back to its own default.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 50)
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((q) => q !== undefined);
      return { tag, quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** A language's catalogue: each English message (ICU MessageFormat) and its translation, placeholders kept. */
export type Translations = Record<string, string>;
