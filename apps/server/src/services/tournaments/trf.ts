import { writeTrf } from '@kingside/engine';
import { controlCharactersAsSpaces as oneLine } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../accounts/sessions.js';
import { managedTournament } from './access.js';
import { loadTournamentData, toEngine } from './engine-model.js';

/** TRF-2026 keeps 33 columns for a name. */
const TRF_NAME_WIDTH = 33;

/**
 * The whole tournament as a TRF-2026 file (FIDE's rating report; any FIDE-endorsed pairing program
 * reads it). Organisers only: it carries birth dates and FIDE ids.
 */
export async function exportTrf(ctx: AppContext, user: UserRow, id: string): Promise<{ fileName: string; text: string }> {
  const row = await managedTournament(ctx.db, user, id);
  const model = toEngine(await loadTournamentData(ctx.db, id, row));
  // The engine refuses a line break in any field; text saved before the contract refused them is written on one line.
  const text = writeTrf({
    ...model,
    name: oneLine(model.name).slice(0, 200),
    city: oneLine(model.city),
    chiefArbiter: oneLine(model.chiefArbiter),
    deputyArbiters: model.deputyArbiters.map(oneLine),
    timeControl: oneLine(model.timeControl),
    players: model.players.map((p) => ({ ...p, name: oneLine(p.name).slice(0, TRF_NAME_WIDTH) })),
  });
  const fileName = `${row.name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'tournament'}.trf`;
  return { fileName, text };
}
