import { z } from 'zod';
import { sentence } from './words.js';

// Its own module: a tournament's entry fee names a currency, and reading a tournament should not bring the prize
// schemas into the public pages' first load.

/** Currencies whose minor unit is a hundredth (paisa, cent, penny): amounts are stored in it. */
export const currencies = ['INR', 'USD', 'EUR', 'GBP'] as const;
export const currency = z.enum(currencies, { error: sentence('A currency is one of {values}', { values: currencies.join(' ') }) });
export type Currency = z.infer<typeof currency>;
export const DEFAULT_CURRENCY: Currency = 'INR';
export const MINOR_UNITS_PER_MAJOR = 100;

/** "₹5,000.50" style: the currency's symbol, grouped major units, two decimals only when there are paise. */
export function formatMoney(minor: number, code: Currency): string {
  const major = minor / MINOR_UNITS_PER_MAJOR;
  return new Intl.NumberFormat(code === 'INR' ? 'en-IN' : 'en-GB', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: minor % MINOR_UNITS_PER_MAJOR === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
}
