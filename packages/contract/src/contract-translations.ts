import type { Locale, Translations } from './locales.js';

type Catalogue = () => Promise<{ default: Translations }>;

/**
 * The translations of the contract's own messages (what its schemas refuse), one file per language, loaded only
 * when asked: the server reads them all at start-up, the web app only the reader's language.
 */
export const contractTranslations: Record<Exclude<Locale, 'en'>, Catalogue> = {
  hi: () => import('./locales/hi.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  de: () => import('./locales/de.js'),
  ru: () => import('./locales/ru.js'),
  pt: () => import('./locales/pt.js'),
  ar: () => import('./locales/ar.js'),
};
