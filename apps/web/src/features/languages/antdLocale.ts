import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@kingside/contract';

/** antd's own words (date pickers, pagination, empty tables…) in each language, loaded for its reader only. */
export const antdLocales: Record<Locale, () => Promise<AntdLocale>> = {
  en: () => import('antd/locale/en_GB').then((m) => m.default),
  hi: () => import('antd/locale/hi_IN').then((m) => m.default),
  fr: () => import('antd/locale/fr_FR').then((m) => m.default),
  es: () => import('antd/locale/es_ES').then((m) => m.default),
  de: () => import('antd/locale/de_DE').then((m) => m.default),
  ru: () => import('antd/locale/ru_RU').then((m) => m.default),
  pt: () => import('antd/locale/pt_BR').then((m) => m.default),
  ar: () => import('antd/locale/ar_EG').then((m) => m.default),
};
