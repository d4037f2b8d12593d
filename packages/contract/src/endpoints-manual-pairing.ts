import { failures, type Endpoint } from './endpoint.js';
import {
  addPairingBody,
  editPairingsBody,
  pairingComparisonResponse,
  removePairingBody,
  roundPairingsResponse,
  roundQuery,
  validatePairingsBody,
} from './pairings.js';

/**
 * Pairing by hand, a phase of the round (FIDE C.02): "Edit pairings", boards removed and added with the engine's
 * warnings, the engine's pairing of the round beside the arbiter's, "Validate pairings". A group of its own so that
 * the public pages, which read pairings, load none of these schemas.
 */
export const manualPairingEndpoints = {
  add: {
    method: 'PATCH',
    path: '/api/tournament/add-pairing',
    access: 'managers',
    body: addPairingBody,
    response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  remove: {
    method: 'PATCH',
    path: '/api/tournament/remove-pairing',
    access: 'managers',
    body: removePairingBody,
    response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  edit: {
    method: 'POST',
    path: '/api/tournament/edit-pairings',
    access: 'managers',
    body: editPairingsBody,
    response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  compare: {
    method: 'GET',
    path: '/api/tournament/compare-pairings',
    access: 'managers',
    query: roundQuery,
    response: { 200: pairingComparisonResponse, ...failures(400, 401, 403, 404, 409, 503) },
  },
  validate: {
    method: 'POST',
    path: '/api/tournament/validate-pairings',
    access: 'managers',
    body: validatePairingsBody,
    response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409, 503) },
  },
} as const satisfies Record<string, Endpoint>;
