import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@kingside/contract';
import { activateLocale, activeLocale, documentLanguage } from './activate.js';
import { storeLocale } from './chosenLocale.js';
import { saveAccountLanguage } from '../../api/auth.js';
import { authKeys } from '../../api/query-keys/auth.js';
import { useSession } from '../auth/session.js';

interface Language {
  locale: Locale;
  /** Says everything in `locale` from now on, here, on this browser's next visits and, signed in, for the account. */
  chooseLocale: (locale: Locale) => Promise<void>;
}

const LanguageContext = createContext<Language | null>(null);

const followActivations = (changed: () => void) => i18n.on('change', changed);

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage needs a LanguageProvider above it');
  return language;
}

/** The language the app speaks: the one activated before the first render (main.tsx, entry-server.tsx), then the reader's choice. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  // The language Lingui speaks now: every activation (a choice, the account's language) re-renders the app in it.
  const locale = useSyncExternalStore(followActivations, activeLocale, activeLocale);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const speak = useCallback(async (chosen: Locale) => {
    await activateLocale(chosen);
    storeLocale(chosen);
    Object.assign(document.documentElement, documentLanguage(chosen));
  }, []);
  const keepForAccount = useCallback(
    async (chosen: Locale) => {
      const saved = await saveAccountLanguage(chosen).catch(() => null);
      // The account's language is a convenience: a failure to keep it leaves the choice on this browser only.
      if (saved)
        queryClient.setQueriesData({ queryKey: authKeys.all }, (current: unknown) =>
          current && typeof current === 'object' && 'locale' in current ? saved.data : current,
        );
    },
    [queryClient],
  );
  const chooseLocale = useCallback(
    async (chosen: Locale) => {
      await speak(chosen);
      if (user) await keepForAccount(chosen);
    },
    [speak, keepForAccount, user],
  );

  // Signing in brings the account's language to this browser; an account that never chose one takes the one in use.
  const accountLocale = user?.locale;
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    if (accountLocale === null || accountLocale === undefined) void keepForAccount(activeLocale());
    else if (accountLocale !== activeLocale()) void speak(accountLocale);
  }, [signedIn, accountLocale, speak, keepForAccount]);
  const language = useMemo(() => ({ locale, chooseLocale }), [locale, chooseLocale]);
  return (
    <LanguageContext.Provider value={language}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}
