import type { PlayersRanking } from '@kingside/contract';

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The standings as CSV: one row per player in rank order, one column per tie-break. */
export function standingsCsv(standings: PlayersRanking): string {
  const header = ['Rank', 'No', 'Name', 'Title', 'Fed', 'Rating', 'Points', ...standings.tiebreaks, 'Performance', 'Rating change', 'Withdrawn'];
  const rows = standings.rows.map((row) => [
    row.rank,
    row.pairingNumber,
    row.name,
    row.title,
    row.federation,
    row.rating,
    row.points,
    ...row.tiebreaks.map((tb) => tb.value),
    row.performance,
    row.ratingChange,
    row.isWithDrawn ? 'yes' : '',
  ]);
  return [header, ...rows].map((cells) => cells.map(field).join(',')).join('\r\n') + '\r\n';
}
