import { failures, type Endpoint } from './endpoint.js';
import {
  lineupRoundParams,
  lineupTeamParams,
  matchForfeitBody,
  matchParams,
  roundLineupsResponse,
  matchForfeitResponse,
  setLineupBody,
  teamLineupResponse,
} from './lineups.js';

/** A team round's lineups, their publication (the boards) and whole-match forfeits. Every call answers 409 for an individual event. */
export const lineupsEndpoints = {
  /** Managers see every team of the round; a team's captain sees their own team only (anyone else signed in: 403). */
  list: {
    method: 'GET',
    path: '/api/tournament/{id}/rounds/{round}/lineups',
    access: 'signed-in',
    params: lineupRoundParams,
    response: { 200: roundLineupsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /** The team's captain until the deadline, a manager until the lineups are published (anyone else signed in: 403). */
  set: {
    method: 'PUT',
    path: '/api/tournament/{id}/rounds/{round}/lineups/{teamId}',
    access: 'signed-in',
    params: lineupTeamParams,
    body: setLineupBody,
    response: { 200: teamLineupResponse, ...failures(400, 401, 403, 404, 409) },
  },
  publish: {
    method: 'POST',
    path: '/api/tournament/{id}/rounds/{round}/lineups/publish',
    access: 'managers',
    params: lineupRoundParams,
    response: { 200: roundLineupsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  forfeit: {
    method: 'POST',
    path: '/api/tournament/{id}/rounds/{round}/matches/{matchId}/forfeit',
    access: 'managers',
    params: matchParams,
    body: matchForfeitBody,
    response: { 200: matchForfeitResponse, ...failures(400, 401, 403, 404, 409) },
  },
  undoForfeit: {
    method: 'DELETE',
    path: '/api/tournament/{id}/rounds/{round}/matches/{matchId}/forfeit',
    access: 'managers',
    params: matchParams,
    response: { 200: matchForfeitResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
