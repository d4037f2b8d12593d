import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { Tournament } from '@kingside/contract';
import type { ExportKind } from '../../api/exports.js';
import { formatSize } from '../files/files.js';

/** Each export as the organiser looks for it: what it is, what it is for. */
export const EXPORTS: readonly { kind: ExportKind; label: MessageDescriptor; button: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    kind: 'trf',
    label: msg`FIDE rating report (TRF)`,
    button: msg`Download the TRF`,
    text: msg`The tournament as a TRF-2026 file: what a FIDE rating officer asks for with the rating report, and what other pairing programs read.`,
  },
  {
    kind: 'standings',
    label: msg`Standings (CSV)`,
    button: msg`Download the standings`,
    text: msg`The standings after the latest round, with the tie-breaks as columns, for a spreadsheet.`,
  },
  {
    kind: 'bundle',
    label: msg`The whole tournament (bundle)`,
    button: msg`Download the bundle`,
    text: msg`Everything in one zip: settings, players with their contact details, rounds, results and their history, prizes and files. Keep it as a copy, or import it into another Kingside.`,
  },
];

/** What a finished download says. */
export function savedText(fileName: string, bytes: number): string {
  const size = formatSize(bytes);
  return t`Saved ${fileName} (${size}).`;
}

/** What an import made, in a sentence. */
export function importedText(tournament: Pick<Tournament, 'name' | 'playerCount' | 'currentRound'>): string {
  const { name, playerCount, currentRound } = tournament;
  return t`Imported “${name}” as a new tournament: ${plural(playerCount, { one: '# player', other: '# players' })}, ${plural(currentRound, {
    0: 'no round played yet',
    one: '# round',
    other: '# rounds',
  })}.`;
}
