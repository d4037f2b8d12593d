import { failures, type Endpoint } from './endpoint.js';
import { arenaStandingsResponse, lichessGameLinksResponse, lichessLinkOrNoneResponse } from './lichess-events.js';
import { tournamentIdParams } from './tournament.js';

/**
 * What anyone reads of a tournament played on lichess: its link there, each board's game, an Arena's standings. A
 * group of its own so that the public pages load none of the organiser's lichess schemas.
 */
export const lichessEventsEndpoints = {
  games: {
    method: 'GET',
    path: '/api/tournament/lichess-games/{id}',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: lichessGameLinksResponse, ...failures(400, 404) },
  },
  link: {
    method: 'GET',
    path: '/api/tournament/lichess-link/{id}',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: lichessLinkOrNoneResponse, ...failures(400, 404) },
  },
  arenaStandings: {
    method: 'GET',
    path: '/api/tournament/lichess-arena-standings/{id}',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: arenaStandingsResponse, ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
