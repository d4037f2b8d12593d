import { failures, type Endpoint } from './endpoint.js';
import { setPairingNumberBody } from './pairing-numbers.js';
import { managedPlayersResponse } from './players.js';

/** Pairing numbers changed by hand (FIDE C.04.2 initial order; C.02 warning levels): the tournament's managers only. */
export const pairingNumbersEndpoints = {
  set: {
    method: 'POST',
    path: '/api/players/set-pairing-number',
    access: 'managers',
    body: setPairingNumberBody,
    response: { 200: managedPlayersResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
