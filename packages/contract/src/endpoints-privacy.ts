import { failures, type Endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { accountDeletionResponse, accountExport, deleteAccountBody, deletedTournamentResponse, deletedTournamentsResponse, userIdParams } from './privacy.js';
import { tournamentIdParams, tournamentResponse } from './tournament.js';

/** Deleting (and restoring) tournaments and accounts; an account's export. */
export const privacyEndpoints = {
  deletedTournaments: {
    method: 'GET',
    path: '/api/tournament/deleted',
    access: 'organisers',
    response: { 200: deletedTournamentsResponse, ...failures(401, 403) },
  },
  deleteTournament: {
    method: 'DELETE',
    path: '/api/tournament/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: deletedTournamentResponse, ...failures(400, 401, 403, 404, 409) },
  },
  restoreTournament: {
    method: 'POST',
    path: '/api/tournament/{id}/restore',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409) },
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/auth/account',
    access: 'signed-in',
    body: deleteAccountBody,
    response: { 200: accountDeletionResponse, ...failures(400, 401, 403, 409, 429, 502) },
  },
  exportAccount: { method: 'GET', path: '/api/auth/account/export', access: 'signed-in', response: { 200: envelope(accountExport), ...failures(401) } },
  deleteUser: {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    access: 'admins',
    params: userIdParams,
    response: { 200: accountDeletionResponse, ...failures(400, 401, 403, 404, 409, 502) },
  },
} as const satisfies Record<string, Endpoint>;
