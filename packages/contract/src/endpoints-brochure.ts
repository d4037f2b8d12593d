import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { brochureContent, brochureResponse } from './brochure.js';
import { tournamentIdParams } from './tournament.js';

/** A tournament's brochure: read, edit, PDF. */
export const brochureEndpoints = {
  read: {
    method: 'GET',
    path: '/api/tournament/{id}/brochure',
    access: 'public',
    signInOptional: true,
    params: tournamentIdParams,
    response: { 200: brochureResponse, ...failures(400, 401, 404) },
  },
  save: {
    method: 'PUT',
    path: '/api/tournament/{id}/brochure',
    access: 'managers',
    params: tournamentIdParams,
    body: brochureContent,
    response: { 200: brochureResponse, ...failures(400, 401, 403, 404) },
  },
  pdf: {
    method: 'GET',
    path: '/api/tournament/{id}/brochure.pdf',
    access: 'public',
    signInOptional: true,
    params: tournamentIdParams,
    response: { 200: z.unknown().describe('PDF'), ...failures(400, 401, 404, 429, 503) },
  },
} as const satisfies Record<string, Endpoint>;
