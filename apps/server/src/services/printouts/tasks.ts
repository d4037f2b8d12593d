// The printouts as the PDF threads draw them (services/core/pdf/pool.ts): plain data in, read on the event loop, and
// the PDF out. An expected refusal (a round not paired) is found before, on the event loop.

import type { BoardStandingsList, Locale, PairingOrder, PlayersRanking, RoundMatches, TeamStandings } from '@kingside/contract';
import { learnLanguages } from '../core/languages/say.js';
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

// Each thread reads the catalogues once, before it draws a sheet in a reader's language.
await learnLanguages();

export function pairings(input: { data: TournamentData; round: number; order: PairingOrder; printedAt: Date; locale: Locale }): Promise<Printout> {
  return pairingSheet(input.data, input.round, input.order, input.printedAt, input.locale);
}

export function standings(input: { tournament: TournamentRow; standings: PlayersRanking; printedAt: Date; locale: Locale }): Promise<Printout> {
  return standingsSheet(input.tournament, input.standings, input.printedAt, input.locale);
}

export function crosstable(input: { data: TournamentData; standings: PlayersRanking; printedAt: Date; locale: Locale }): Promise<Printout> {
  return crosstableSheet(input.data, input.standings, input.printedAt, input.locale);
}

export function players(input: { data: TournamentData; printedAt: Date; locale: Locale }): Promise<Printout> {
  return playerListSheet(input.data, input.printedAt, input.locale);
}

export function slips(input: { data: TournamentData; round: number; printedAt: Date; origin: string; locale: Locale }): Promise<Printout> {
  return resultSlips(input.data, input.round, input.printedAt, input.origin, input.locale);
}

/** A team event's round: its matches as the public page shows them, and the colours of the left team's boards. */
interface TeamRoundInput {
  tournament: TournamentRow;
  round: RoundMatches;
  colours: BoardColours;
  printedAt: Date;
  locale: Locale;
}

export function teamPairings(input: TeamRoundInput): Promise<Printout> {
  return teamPairingSheet(input.tournament, input.round, input.colours, input.printedAt, input.locale);
}

export function matchSheets(input: TeamRoundInput): Promise<Printout> {
  return teamMatchSheets(input.tournament, input.round, input.colours, input.printedAt, input.locale);
}

export function teamStandings(input: { tournament: TournamentRow; standings: TeamStandings; printedAt: Date; locale: Locale }): Promise<Printout> {
  return teamStandingsSheet(input.tournament, input.standings, input.printedAt, input.locale);
}

export function boardStandings(input: { tournament: TournamentRow; list: BoardStandingsList; printedAt: Date; locale: Locale }): Promise<Printout> {
  return boardStandingsSheet(input.tournament, input.list, input.printedAt, input.locale);
}
