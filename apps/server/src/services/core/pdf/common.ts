import { notInFideModeLabel, printedResult, type GameResult } from '@kingside/contract';
import { notFound } from '../../../http/errors.js';
import type { PdfFile } from './pool.js';
import type { TournamentRow } from '../access.js';

/** A printout ready to send: the PDF and the name it downloads under (without extension). */
export type Printout = PdfFile;

/** The round a printout is of: the one asked for, else the current one; it must be paired. */
export function printedRound(t: Pick<TournamentRow, 'currentRound'>, asked: number | undefined): number {
  if (t.currentRound === 0) throw notFound('No round is paired yet');
  const round = asked ?? t.currentRound;
  if (round > t.currentRound) throw notFound(`Round ${round} is not paired yet`);
  return round;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1 May 2026" from an ISO date; calendar dates, so no time zone shifts them. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The tournament's dates and city, for the right of every page heading. */
export function tournamentDetail(t: Pick<TournamentRow, 'startDate' | 'endDate' | 'city'>): string {
  const dates =
    t.startDate && t.endDate && t.startDate !== t.endDate
      ? `${longDate(t.startDate)} – ${longDate(t.endDate)}`
      : t.startDate
        ? longDate(t.startDate)
        : t.endDate
          ? longDate(t.endDate)
          : '';
  return [dates, t.city ?? ''].filter(Boolean).join(' · ');
}

/** The round's scheduled start as written in the tournament's schedule (its own local time), if there is one. */
export function roundDate(t: Pick<TournamentRow, 'roundSchedule'>, round: number): string | null {
  const scheduled = t.roundSchedule.find((r) => r.round === round);
  if (!scheduled) return null;
  const time = scheduled.startsAt.slice(11, 16);
  return `${longDate(scheduled.startsAt)}${time ? `, ${time}` : ''}`;
}

/** The heading's right-hand detail for a sheet of one round: the round's date, else the tournament's. */
export function roundDetail(t: Pick<TournamentRow, 'roundSchedule' | 'startDate' | 'endDate' | 'city'>, round: number): string {
  const date = roundDate(t, round);
  return date ? [date, t.city ?? ''].filter(Boolean).join(' · ') : tournamentDetail(t);
}

/** A sheet's title: the tournament's name, marked when the tournament left FIDE mode (every export says so). */
export function printedTitle(t: Pick<TournamentRow, 'name' | 'fideMode' | 'fideModeLeftRound'>): string {
  return t.fideMode ? t.name : `${t.name} — ${notInFideModeLabel(t.fideModeLeftRound ?? 0)}`;
}

/** A board's result as printed on a pairing sheet; blank while unplayed. */
export function formatResult(result: GameResult | null): string {
  return result === null ? '' : printedResult(result);
}

/** A player as a sheet names them: title first (GM Anna Nowak). */
export function titled(name: string, title: string | null | undefined): string {
  return title ? `${title} ${name}` : name;
}
