import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES } from '@kingside/contract';
import { useLanguage } from './LanguageProvider.js';
import './languages.css';

/** The header's choice of language: each language by its own name, so a reader finds theirs whatever is shown now. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLanguage();
  return (
    <select
      className={className ?? 'ks-language'}
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void chooseLocale(event.target.value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
