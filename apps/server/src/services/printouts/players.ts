import type { Locale } from '@kingside/contract';
import { say } from '../core/languages/say.js';
import { words } from '../core/languages/message.js';
import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import type { EntryRow, TournamentData } from '../core/engine-model.js';
import { printedTitle, type Printout, tournamentDetail } from '../core/pdf/common.js';

/** Withdrawn players and late entries say so; everyone else plays from round 1. */
function status(entry: EntryRow, locale: Locale): string {
  if (entry.withdrawn) return say(locale, 'withdrawn');
  if (entry.joinedRound > 1) return say(locale, words('from round {round}', { round: entry.joinedRound }));
  return '';
}

/**
 * The list of entries by pairing number, with what a player list shows publicly (no e-mail,
 * phone or national id; of the birth date only the year, as the FIDE list shows it).
 */
export async function playerListSheet(data: TournamentData, printedAt: Date, locale: Locale): Promise<Printout> {
  const t = data.tournament;
  const ratingHeader = { standard: say(locale, 'Rating'), rapid: say(locale, 'Rapid'), blitz: say(locale, 'Blitz') }[t.ratingType];
  const pdf = new PrintDocument({
    locale,
    heading: {
      title: printedTitle(t, locale),
      subtitle: say(locale, words('Player list — {count, plural, one {# player} other {# players}}', { count: data.entries.length })),
      detail: tournamentDetail(t, locale),
    },
    printedAt,
  });
  const hasStatus = data.entries.some((e) => status(e, locale) !== '');
  drawTable(pdf, {
    zebra: true,
    muted: (e) => e.withdrawn,
    rows: [...data.entries].sort((a, b) => a.pairingNumber - b.pairingNumber),
    columns: [
      { header: say(locale, 'No'), width: 26, align: 'right', value: (e) => String(e.pairingNumber) },
      { header: say(locale, 'Title'), width: 34, value: (e) => e.title },
      { header: say(locale, 'Name'), value: (e) => e.name },
      { header: say(locale, 'Fed'), width: 32, value: (e) => e.federation ?? '' },
      { header: say(locale, 'FIDE id'), width: 58, align: 'right', value: (e) => (e.fideId === null ? '' : String(e.fideId)) },
      { header: ratingHeader, width: 40, align: 'right', value: (e) => (e.rating > 0 ? String(e.rating) : '') },
      { header: say(locale, 'Born'), width: 34, align: 'right', value: (e) => e.birthDate?.slice(0, 4) ?? '' },
      { header: say(locale, 'Club'), value: (e) => e.club ?? '' },
      ...(hasStatus ? [{ header: say(locale, 'Status'), width: 70, value: (e: EntryRow) => status(e, locale) }] : []),
    ],
  });
  return { pdf: await pdf.toBuffer(), fileName: say(locale, words('{tournament} – player list', { tournament: t.name })) };
}
