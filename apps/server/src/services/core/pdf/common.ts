import { printedResult, type GameResult, type Locale } from '@kingside/contract';
import { notFound } from '../../../http/errors.js';
import { say } from '../languages/say.js';
import { words } from '../languages/message.js';
import type { PdfFile } from './pool.js';
import type { TournamentRow } from '../access.js';

/** A printout ready to send: the PDF and the name it downloads under (without extension). */
export type Printout = PdfFile;

/** The round a printout is of: the one asked for, else the current one; it must be paired. */
export function printedRound(t: Pick<TournamentRow, 'currentRound'>, asked: number | undefined): number {
  if (t.currentRound === 0) throw notFound('No round is paired yet');
  const round = asked ?? t.currentRound;
  if (round > t.currentRound) throw notFound(words('Round {round} is not paired yet', { round }));
  return round;
}

/**
 * The language's dates and times, in the digits the sheet's figures (points, ratings, numbers) are printed in; English
 * as in Britain (1 May 2026). Arabic is pinned to Latin digits: Noto Sans Arabic could draw the Arabic-Indic ones, but
 * every figure of a sheet is written in Latin digits, and ICU's default digits for plain `ar` differ between versions.
 */
export const intlLocale = (locale: Locale) => (({ en: 'en-GB', ar: 'ar-u-nu-latn' }) as Partial<Record<Locale, string>>)[locale] ?? locale;

/** Calendar dates: read as UTC midnight, so no time zone shifts them. */
const dateFormat = (locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const calendarDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** "1 May 2026" (1 मई 2026, 1 mai 2026…) from an ISO date. */
export function longDate(iso: string, locale: Locale): string {
  return dateFormat(locale).format(calendarDate(iso));
}

/** The tournament's dates and city, for the right of every page heading: "1 May 2026 – 5 May 2026 · Chennai". */
export function tournamentDetail(t: Pick<TournamentRow, 'startDate' | 'endDate' | 'city'>, locale: Locale): string {
  const dates =
    t.startDate && t.endDate && t.startDate !== t.endDate
      ? `${longDate(t.startDate, locale)} – ${longDate(t.endDate, locale)}`
      : t.startDate || t.endDate
        ? longDate(t.startDate || t.endDate || '', locale)
        : '';
  return [dates, t.city ?? ''].filter(Boolean).join(' · ');
}

/** The round's scheduled start as written in the tournament's schedule (its own local time), if there is one. */
export function roundDate(t: Pick<TournamentRow, 'roundSchedule'>, round: number, locale: Locale): string | null {
  const scheduled = t.roundSchedule.find((r) => r.round === round);
  if (!scheduled) return null;
  const time = scheduled.startsAt.slice(11, 16);
  return `${longDate(scheduled.startsAt, locale)}${time ? `, ${time}` : ''}`;
}

/** The heading's right-hand detail for a sheet of one round: the round's date, else the tournament's. */
export function roundDetail(t: Pick<TournamentRow, 'roundSchedule' | 'startDate' | 'endDate' | 'city'>, round: number, locale: Locale): string {
  const date = roundDate(t, round, locale);
  return date ? [date, t.city ?? ''].filter(Boolean).join(' · ') : tournamentDetail(t, locale);
}

/** A sheet's title: the tournament's name, marked when the tournament left FIDE mode (every export says so). */
export function printedTitle(t: Pick<TournamentRow, 'name' | 'fideMode' | 'fideModeLeftRound'>, locale: Locale): string {
  if (t.fideMode) return t.name;
  const round = t.fideModeLeftRound ?? 0;
  const mark = round === 0 ? say(locale, 'Not in FIDE mode (left before round 1)') : say(locale, words('Not in FIDE mode (left in round {round})', { round }));
  return `${t.name} — ${mark}`;
}

/**
 * A board's result as printed on a pairing sheet; blank while unplayed. A right-to-left sheet has White on the right,
 * so White's score is written on the right too.
 */
export function formatResult(result: GameResult | null, rightToLeft = false): string {
  return result === null ? '' : sidedScore(printedResult(result), rightToLeft);
}

/** A score "first – second" as a sheet prints it: on a right-to-left sheet the first side is on the right, its score too. */
export function sidedScore(score: string, rightToLeft: boolean): string {
  return rightToLeft ? score.split(' – ').reverse().join(' – ') : score;
}

/** A player as a sheet names them: title first (GM Anna Nowak). */
export function titled(name: string, title: string | null | undefined): string {
  return title ? `${title} ${name}` : name;
}
