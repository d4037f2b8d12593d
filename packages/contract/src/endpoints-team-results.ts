import { failures, type Endpoint } from './endpoint.js';
import { teamParams } from './teams.js';
import {
  boardStandingsQuery,
  boardStandingsResponse,
  roundMatchesParams,
  roundMatchesResponse,
  teamCardResponse,
  teamCrosstableResponse,
  teamStandingsQuery,
  teamStandingsResponse,
} from './team-results.js';
import { tournamentIdParams } from './tournament.js';

/** What a team event shows: public, public data only. Every call answers 409 for an individual event. */
export const teamResultsEndpoints = {
  /** A round's matches by table, and their boards once the lineups are published. */
  roundMatches: {
    method: 'GET',
    path: '/api/tournament/{id}/rounds/{round}/matches',
    access: 'public',
    params: roundMatchesParams,
    response: { 200: roundMatchesResponse, ...failures(400, 404, 409) },
  },
  standings: {
    method: 'GET',
    path: '/api/tournament/{id}/team-standings',
    access: 'public',
    params: tournamentIdParams,
    query: teamStandingsQuery,
    response: { 200: teamStandingsResponse, ...failures(400, 404, 409) },
  },
  crosstable: {
    method: 'GET',
    path: '/api/tournament/{id}/team-crosstable',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: teamCrosstableResponse, ...failures(400, 404, 409) },
  },
  boardStandings: {
    method: 'GET',
    path: '/api/tournament/{id}/board-standings',
    access: 'public',
    params: tournamentIdParams,
    query: boardStandingsQuery,
    response: { 200: boardStandingsResponse, ...failures(400, 404, 409) },
  },
  /** A team's page: its roster round by round and its matches. */
  teamCard: {
    method: 'GET',
    path: '/api/tournament/{id}/teams/{teamId}/card',
    access: 'public',
    params: teamParams,
    response: { 200: teamCardResponse, ...failures(400, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
