import { failures, type Endpoint } from './endpoint.js';
import { pairingSheetQuery, printoutLanguageQuery, printoutRoundQuery, type PrintoutKind } from './printouts.js';
import { boardStandingsQuery } from './team-results.js';
import { tournamentIdParams } from './tournament.js';

/** The PDF printouts of a tournament; 429 when the caller has too many drawn at once, 503 when the server has. */
export const printoutsEndpoints = {
  pairings: {
    method: 'GET',
    path: '/api/tournament/{id}/printouts/pairings',
    access: 'public',
    params: tournamentIdParams,
    query: pairingSheetQuery,
    response: failures(400, 404, 429, 503),
  },
  standings: {
    method: 'GET',
    path: '/api/tournament/{id}/printouts/standings',
    access: 'public',
    params: tournamentIdParams,
    query: printoutRoundQuery,
    response: failures(400, 404, 429, 503),
  },
  crosstable: {
    method: 'GET',
    path: '/api/tournament/{id}/printouts/crosstable',
    access: 'public',
    params: tournamentIdParams,
    query: printoutRoundQuery,
    response: failures(400, 404, 429, 503),
  },
  players: {
    method: 'GET',
    path: '/api/tournament/{id}/printouts/players',
    access: 'public',
    params: tournamentIdParams,
    query: printoutLanguageQuery,
    response: failures(400, 404, 429, 503),
  },
  resultSlips: {
    method: 'GET',
    path: '/api/tournament/{id}/printouts/result-slips',
    access: 'managers',
    params: tournamentIdParams,
    query: printoutRoundQuery,
    response: failures(400, 401, 403, 404, 429, 503),
  },
  /** A team event's board standings (board prizes); 409 for an individual event. */
  boardStandings: {
    method: 'GET',
    path: '/api/tournament/{id}/printouts/board-standings',
    access: 'public',
    params: tournamentIdParams,
    query: boardStandingsQuery.extend(printoutLanguageQuery.shape),
    response: failures(400, 404, 409, 429, 503),
  },
} as const satisfies Record<string, Endpoint>;

/** The printout endpoint of each kind, as the printout buttons name them. */
export const printoutEndpoints = {
  pairings: printoutsEndpoints.pairings,
  standings: printoutsEndpoints.standings,
  crosstable: printoutsEndpoints.crosstable,
  players: printoutsEndpoints.players,
  'result-slips': printoutsEndpoints.resultSlips,
  'board-standings': printoutsEndpoints.boardStandings,
} as const satisfies Record<PrintoutKind, Endpoint>;
