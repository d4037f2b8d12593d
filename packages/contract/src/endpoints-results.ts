import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { resultHistoryResponse, roundPairingsResponse, roundQuery, scoreUploadBody } from './pairings.js';
import { playersRankingResponse, tiebreakExplanationParams, tiebreakExplanationResponse } from './standings.js';
import { tournamentIdParams } from './tournament.js';

/** Results and what is computed from them: score sheets, their history, standings. */
export const resultsEndpoints = {
  scoreUpload: {
    method: 'POST',
    path: '/api/tournament/score-upload',
    access: 'managers',
    query: roundQuery,
    body: scoreUploadBody,
    response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  history: {
    method: 'GET',
    path: '/api/tournament/result-history',
    access: 'managers',
    query: roundQuery,
    response: { 200: resultHistoryResponse, ...failures(400, 401, 403, 404) },
  },
  ranking: {
    method: 'GET',
    path: '/api/tournament/players-ranking',
    access: 'public',
    query: roundQuery,
    response: { 200: playersRankingResponse, ...failures(400, 404) },
  },
  /** One row of the ranking explained, for the same round and to the same callers. */
  tiebreakExplanation: {
    method: 'GET',
    path: '/api/tournament/{id}/players-ranking/{startNumber}/explanation',
    access: 'public',
    params: tiebreakExplanationParams,
    query: z.object({ round: roundQuery.shape.round }),
    response: { 200: tiebreakExplanationResponse, ...failures(400, 404) },
  },
  standingsCsv: {
    method: 'GET',
    path: '/api/tournament/{id}/standings.csv',
    access: 'public',
    params: tournamentIdParams,
    query: z.object({ round: roundQuery.shape.round.optional() }),
    response: { 200: z.string().describe('CSV, lines ending in CR LF'), ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
