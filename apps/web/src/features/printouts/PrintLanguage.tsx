import { Segmented } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { LOCALE_NAMES, type Locale } from '@kingside/contract';
import { useLanguage } from '../languages/LanguageProvider.js';

export interface PrintLanguage {
  /** The `language` of the printouts' query: none for the reader's own, which the server prints in by default. */
  query: { language?: Locale };
  /** The choice between the reader's language and the tournament's; nothing when both are the same. */
  choice: ReactNode;
}

/**
 * The organiser's sheets are printed in their own language, or in the tournament's for the hall: an organiser who
 * reads Kingside in English prints a Hindi event's pairings in Hindi. Without a tournament language (a visitor's
 * buttons), the reader's own.
 */
export function usePrintLanguage(tournamentLanguage: Locale | undefined): PrintLanguage {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [printedIn, setPrintedIn] = useState<Locale>(locale);
  if (tournamentLanguage === undefined || tournamentLanguage === locale) return { query: {}, choice: null };
  const language = printedIn === tournamentLanguage ? tournamentLanguage : locale;
  return {
    query: language === locale ? {} : { language },
    choice: (
      <Segmented<Locale>
        size="small"
        aria-label={t`Language of the printouts`}
        value={language}
        onChange={setPrintedIn}
        options={[locale, tournamentLanguage].map((code) => ({ value: code, label: <span lang={code}>{LOCALE_NAMES[code]}</span> }))}
      />
    ),
  };
}
