import { PrintDocument } from '../core/pdf/document.js';
import { drawTable } from '../core/pdf/table.js';
import type { EntryRow, TournamentData } from '../core/engine-model.js';
import { printedTitle, type Printout, tournamentDetail } from '../core/pdf/common.js';

/** Withdrawn players and late entries say so; everyone else plays from round 1. */
function status(entry: EntryRow): string {
  if (entry.withdrawn) return 'withdrawn';
  if (entry.joinedRound > 1) return `from round ${entry.joinedRound}`;
  return '';
}

/**
 * The list of entries by pairing number, with what a player list shows publicly (no e-mail,
 * phone or national id; of the birth date only the year, as the FIDE list shows it).
 */
export async function playerListSheet(data: TournamentData, printedAt: Date): Promise<Printout> {
  const t = data.tournament;
  const ratingHeader = { standard: 'Rating', rapid: 'Rapid', blitz: 'Blitz' }[t.ratingType];
  const pdf = new PrintDocument({
    heading: {
      title: printedTitle(t),
      subtitle: `Player list — ${data.entries.length} player${data.entries.length === 1 ? '' : 's'}`,
      detail: tournamentDetail(t),
    },
    printedAt,
  });
  const hasStatus = data.entries.some((e) => status(e) !== '');
  drawTable(pdf, {
    zebra: true,
    muted: (e) => e.withdrawn,
    rows: [...data.entries].sort((a, b) => a.pairingNumber - b.pairingNumber),
    columns: [
      { header: 'No', width: 26, align: 'right', value: (e) => String(e.pairingNumber) },
      { header: 'Title', width: 34, value: (e) => e.title },
      { header: 'Name', value: (e) => e.name },
      { header: 'Fed', width: 32, value: (e) => e.federation ?? '' },
      { header: 'FIDE id', width: 58, align: 'right', value: (e) => (e.fideId === null ? '' : String(e.fideId)) },
      { header: ratingHeader, width: 40, align: 'right', value: (e) => (e.rating > 0 ? String(e.rating) : '') },
      { header: 'Born', width: 34, align: 'right', value: (e) => e.birthDate?.slice(0, 4) ?? '' },
      { header: 'Club', value: (e) => e.club ?? '' },
      ...(hasStatus ? [{ header: 'Status', width: 70, value: status }] : []),
    ],
  });
  return { pdf: await pdf.toBuffer(), fileName: `${t.name} – player list` };
}
