import { App, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { isRightToLeft } from '@kingside/contract';
import { theme } from '../brand/theme.js';
import { antdLocales } from '../languages/antdLocale.js';
import { useLanguage } from '../languages/LanguageProvider.js';
import { TOAST_CONFIG } from '../notify/toasts.js';

/**
 * antd's theme, toasts, own words and direction (mirrored for a language written right to left), for the screens
 * built with antd (loaded with the first of them, never by the public pages).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  const [words, setWords] = useState<{ for: string; locale: AntdLocale } | null>(null);
  useEffect(() => {
    let current = true;
    void antdLocales[locale]().then((loaded) => current && setWords({ for: locale, locale: loaded }));
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <ConfigProvider theme={theme} direction={isRightToLeft(locale) ? 'rtl' : 'ltr'} locale={words?.for === locale ? words.locale : undefined}>
      <App notification={TOAST_CONFIG}>{children}</App>
    </ConfigProvider>
  );
}
