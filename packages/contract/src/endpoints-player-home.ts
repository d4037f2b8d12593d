import { failures, type Endpoint } from './endpoint.js';
import { myTournamentsResponse } from './player-home.js';

/** The signed-in player's own home (the page `/`). */
export const playerHomeEndpoints = {
  myTournaments: {
    method: 'GET',
    path: '/api/players/my-tournaments',
    access: 'signed-in',
    response: { 200: myTournamentsResponse, ...failures(401) },
  },
} as const satisfies Record<string, Endpoint>;
