import type { PairingOrder } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../accounts/sessions.js';
import { playersRanking } from '../standings/standings.js';
import { managedTournament } from '../tournaments/access.js';
import { loadTournamentData } from '../tournaments/engine-model.js';
import { printedRound, type Printout } from './common.js';
import { crosstableSheet } from './crosstable.js';
import { pairingSheet } from './pairings.js';
import { playerListSheet } from './players.js';
import { resultSlips } from './result-slips.js';
import { standingsSheet } from './standings.js';

// The printouts as the routes serve them. Pairings, standings, crosstable and the player list show
// what the public tournament page shows; result slips are the arbiter's paperwork.

export async function pairingsPrintout(ctx: AppContext, tournamentId: string, round: number | undefined, order: PairingOrder): Promise<Printout> {
  const data = await loadTournamentData(ctx.db, tournamentId);
  return pairingSheet(data, printedRound(data.tournament, round), order, ctx.clock());
}

export async function standingsPrintout(ctx: AppContext, tournamentId: string, round: number | undefined): Promise<Printout> {
  const data = await loadTournamentData(ctx.db, tournamentId);
  const standings = await playersRanking(ctx, tournamentId, printedRound(data.tournament, round));
  return standingsSheet(data.tournament, standings, ctx.clock());
}

export async function crosstablePrintout(ctx: AppContext, tournamentId: string, round: number | undefined): Promise<Printout> {
  const data = await loadTournamentData(ctx.db, tournamentId);
  const standings = await playersRanking(ctx, tournamentId, printedRound(data.tournament, round));
  return crosstableSheet(data, standings, ctx.clock());
}

export async function playerListPrintout(ctx: AppContext, tournamentId: string): Promise<Printout> {
  return playerListSheet(await loadTournamentData(ctx.db, tournamentId), ctx.clock());
}

/**
 * Only for the tournament's organisers (404 for no such tournament, 403 for someone else's). `origin` is where the
 * arbiter reached the app, which the QR codes on the slips name for the players' phones.
 */
export async function resultSlipsPrintout(ctx: AppContext, user: UserRow, tournamentId: string, round: number | undefined, origin: string): Promise<Printout> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  const data = await loadTournamentData(ctx.db, tournamentId, t);
  return resultSlips(data, printedRound(t, round), ctx.clock(), origin);
}
