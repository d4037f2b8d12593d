import { t } from '@lingui/core/macro';
import { formatMoney, MINOR_UNITS_PER_MAJOR, type Currency } from '@kingside/contract';
import { activeLocale } from '../languages/activate.js';

/**
 * How the web app writes money, dates and counts: dates and counts in the conventions of the language the app speaks
 * (`locale` is only for tests), money always with its currency, in the contract's format the printed sheets and mails
 * use too.
 */

/** An amount kept in major units (a tournament's entry fee: 30 is ₹30) with its currency. */
export function majorMoney(amount: number, currency: Currency): string {
  return formatMoney(Math.round(amount * MINOR_UNITS_PER_MAJOR), currency);
}

/** A tournament's entry fee as people read it: "Free" when it charges nothing (not "₹0"). */
export function entryFeeText(amount: number, currency: Currency): string {
  return amount === 0 ? t`Free` : majorMoney(amount, currency);
}

/**
 * ICU versions space dates differently (Node 20 puts thin spaces around a range's dash, Chromium plain ones): written
 * with plain spaces, the server's render of a public page and the browser's agree, and hydration changes no text.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

// A calendar date (2026-10-01) is the same day everywhere: read and written at noon UTC so no time zone moves it.
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
const dateFormat = (locale: string = activeLocale()) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date: "1 Oct 2026" in Britain, "Oct 1, 2026" in the US. */
export function calendarDate(iso: string, locale?: string): string {
  return plainSpaces(dateFormat(locale).format(day(iso)));
}

/** A tournament's dates, shortened as the locale shortens a range ("1–5 Oct 2026"); one date, or nothing. */
export function dateRange(start: string | null, end: string | null, locale?: string): string {
  if (start && end && start !== end) return plainSpaces(dateFormat(locale).formatRange(day(start), day(end)));
  const only = start ?? end;
  return only ? calendarDate(only, locale) : '';
}

/** A moment (when something was saved or paid), in the browser's time zone. */
export function dateTime(iso: string, locale: string = activeLocale()): string {
  return plainSpaces(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
}

/** The day of a moment (when a list was published, until when a link works), in the browser's time zone. */
export function dayOf(iso: string, locale: string = activeLocale()): string {
  return plainSpaces(new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)));
}

/** A count with the locale's grouping: 1,234,567 or 1.234.567. */
export function count(n: number, locale: string = activeLocale()): string {
  return new Intl.NumberFormat(locale).format(n);
}

/**
 * A sample of dates, moments and counts as this runtime writes them (its locale, time zone and ICU): the browser
 * hydrates a server-rendered page only when it writes them as the server did, else it renders the page afresh.
 */
export function formattingSample(): string {
  return [dateRange('2026-09-28', '2026-10-02'), dateTime('2026-10-01T23:30:00Z'), dayOf('2026-10-01T23:30:00Z'), count(1234567.5)].join('|');
}
