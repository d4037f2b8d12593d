import { z } from 'zod';
import { ApiRequestError } from '../../api/client.js';

const tournamentId = z.uuid();

/**
 * Whether a /tournaments/{id} address can name a tournament at all: one that cannot (not a uuid) is answered
 * with the not-found page at once, without asking the server.
 */
export function isTournamentId(id: string): boolean {
  return tournamentId.safeParse(id).success;
}

/** The server's answer that there is no such tournament (or none this visitor may see): the not-found page. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
