import type { Tournament } from '@kingside/contract';
import type { ExportKind } from '../../api/exports.js';
import { formatSize } from '../files/files.js';

/** Each export as the organiser looks for it: what it is, what it is for. */
export const EXPORTS: readonly { kind: ExportKind; label: string; button: string; text: string }[] = [
  {
    kind: 'trf',
    label: 'FIDE rating report (TRF)',
    button: 'Download the TRF',
    text: 'The tournament as a TRF-2026 file: what a FIDE rating officer asks for with the rating report, and what other pairing programs read.',
  },
  {
    kind: 'standings',
    label: 'Standings (CSV)',
    button: 'Download the standings',
    text: 'The standings after the latest round, with the tie-breaks as columns, for a spreadsheet.',
  },
  {
    kind: 'bundle',
    label: 'The whole tournament (bundle)',
    button: 'Download the bundle',
    text: 'Everything in one zip: settings, players with their contact details, rounds, results and their history, prizes and files. Keep it as a copy, or import it into another Kingside.',
  },
];

/** What a finished download says. */
export const savedText = (fileName: string, bytes: number) => `Saved ${fileName} (${formatSize(bytes)}).`;

/** What an import made, in a sentence. */
export function importedText(t: Pick<Tournament, 'name' | 'playerCount' | 'currentRound'>): string {
  const players = `${t.playerCount} player${t.playerCount === 1 ? '' : 's'}`;
  const rounds = t.currentRound === 0 ? 'no round played yet' : `${t.currentRound} round${t.currentRound === 1 ? '' : 's'}`;
  return `Imported “${t.name}” as a new tournament: ${players}, ${rounds}.`;
}
