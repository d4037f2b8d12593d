// The printouts as the PDF threads draw them (services/core/pdf/pool.ts): plain data in, read on the event loop, and
// the PDF out. An expected refusal (a round not paired) is found before, on the event loop.

import type { BoardStandingsList, PairingOrder, PlayersRanking, RoundMatches, TeamStandings } from '@kingside/contract';
import type { TournamentRow } from '../core/access.js';
import type { TournamentData } from '../core/engine-model.js';
import type { Printout } from '../core/pdf/common.js';
import { crosstableSheet } from './crosstable.js';
import { pairingSheet } from './pairings.js';
import { playerListSheet } from './players.js';
import { resultSlips } from './result-slips.js';
import { standingsSheet } from './standings.js';
import type { BoardColours } from './team-boards.js';
import { boardStandingsSheet } from './team-board-standings.js';
import { teamMatchSheets } from './team-match-sheets.js';
import { teamPairingSheet } from './team-pairings.js';
import { teamStandingsSheet } from './team-standings.js';

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

/** A team event's round: its matches as the public page shows them, and the colours of the left team's boards. */
interface TeamRoundInput {
  tournament: TournamentRow;
  round: RoundMatches;
  colours: BoardColours;
  printedAt: Date;
}

export function teamPairings(input: TeamRoundInput): Promise<Printout> {
  return teamPairingSheet(input.tournament, input.round, input.colours, input.printedAt);
}

export function matchSheets(input: TeamRoundInput): Promise<Printout> {
  return teamMatchSheets(input.tournament, input.round, input.colours, input.printedAt);
}

export function teamStandings(input: { tournament: TournamentRow; standings: TeamStandings; printedAt: Date }): Promise<Printout> {
  return teamStandingsSheet(input.tournament, input.standings, input.printedAt);
}

export function boardStandings(input: { tournament: TournamentRow; list: BoardStandingsList; printedAt: Date }): Promise<Printout> {
  return boardStandingsSheet(input.tournament, input.list, input.printedAt);
}
