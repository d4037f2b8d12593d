import { failures, type Endpoint } from './endpoint.js';
import { byeRequestBody, checkInBody, checkInEntryParams, checkInSettingsBody, checkInSheetResponse, myCheckInResponse, openCheckInBody } from './check-in.js';
import { tournamentIdParams } from './tournament.js';

/** Check-in before each round and half-point byes asked for from the phone (issues 15 and 17). */
export const checkInEndpoints = {
  sheet: {
    method: 'GET',
    path: '/api/tournament/{id}/check-in',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: checkInSheetResponse, ...failures(400, 401, 403, 404) },
  },
  settings: {
    method: 'PUT',
    path: '/api/tournament/{id}/check-in/settings',
    access: 'managers',
    params: tournamentIdParams,
    body: checkInSettingsBody,
    response: { 200: checkInSheetResponse, ...failures(400, 401, 403, 404, 409) },
  },
  open: {
    method: 'POST',
    path: '/api/tournament/{id}/check-in/open',
    access: 'managers',
    params: tournamentIdParams,
    body: openCheckInBody,
    response: { 200: checkInSheetResponse, ...failures(400, 401, 403, 404, 409) },
  },
  close: {
    method: 'POST',
    path: '/api/tournament/{id}/check-in/close',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: checkInSheetResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /** The signed-in player's own check-in in the tournament (404 without an entry). */
  mine: {
    method: 'GET',
    path: '/api/tournament/{id}/check-in/mine',
    access: 'signed-in',
    params: tournamentIdParams,
    response: { 200: myCheckInResponse, ...failures(400, 401, 404) },
  },
  /** The player of the entry (their own only) while the check-in is open, or a manager of the tournament before pairing. */
  checkIn: {
    method: 'PUT',
    path: '/api/tournament/check-in/entries/{entryId}',
    access: 'signed-in',
    params: checkInEntryParams,
    body: checkInBody,
    response: { 200: myCheckInResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /** The player of the entry (their own only, up to the tournament's limit), or a manager (no limit). */
  bye: {
    method: 'PUT',
    path: '/api/tournament/check-in/entries/{entryId}/bye',
    access: 'signed-in',
    params: checkInEntryParams,
    body: byeRequestBody,
    response: { 200: myCheckInResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
