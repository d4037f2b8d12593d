// The printouts as the PDF threads draw them (services/core/pdf/pool.ts): plain data in, read on the event loop, and
// the PDF out. An expected refusal (a round not paired) is found before, on the event loop.

import type { PairingOrder, PlayersRanking } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import type { TournamentData } from '../core/engine-model.js';
import type { Printout } from '../core/pdf/common.js';
import { crosstableSheet } from './crosstable.js';
import { pairingSheet } from './pairings.js';
import { playerListSheet } from './players.js';
import { resultSlips } from './result-slips.js';
import { standingsSheet } from './standings.js';

export function pairings(input: { data: TournamentData; round: number; order: PairingOrder; printedAt: Date }): Promise<Printout> {
  return pairingSheet(input.data, input.round, input.order, input.printedAt);
}

export function standings(input: { tournament: TournamentRow; standings: PlayersRanking; printedAt: Date }): Promise<Printout> {
  return standingsSheet(input.tournament, input.standings, input.printedAt);
}

export function crosstable(input: { data: TournamentData; standings: PlayersRanking; printedAt: Date }): Promise<Printout> {
  return crosstableSheet(input.data, input.standings, input.printedAt);
}

export function players(input: { data: TournamentData; printedAt: Date }): Promise<Printout> {
  return playerListSheet(input.data, input.printedAt);
}

export function slips(input: { data: TournamentData; round: number; printedAt: Date; origin: string }): Promise<Printout> {
  return resultSlips(input.data, input.round, input.printedAt, input.origin);
}
