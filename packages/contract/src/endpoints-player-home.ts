import { failures, type Endpoint } from './endpoint.js';
import { myTournamentsResponse } from './player-home.js';

/** The signed-in player's own home (spec §2 `/`). */
export const playerHomeEndpoints = {
  myTournaments: {
    method: 'GET',
    path: '/api/players/my-tournaments',
    access: 'signed-in',
    response: { 200: myTournamentsResponse, ...failures(401) },
  },
} as const satisfies Record<string, Endpoint>;
