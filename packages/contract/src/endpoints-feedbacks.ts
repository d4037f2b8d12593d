import { failures, type Endpoint } from './endpoint.js';
import { leaveFeedbackBody, ownFeedbackResponse, playerFeedbacksResponse } from './feedbacks.js';
import { tournamentIdParams } from './tournament.js';

/** Players' feedback on a finished tournament, and the organisers reading it. */
export const feedbacksEndpoints = {
  leave: {
    method: 'POST',
    path: '/api/tournament/{id}/feedback',
    access: 'signed-in',
    params: tournamentIdParams,
    body: leaveFeedbackBody,
    response: { 200: ownFeedbackResponse, ...failures(400, 401, 403, 404, 409) },
  },
  list: {
    method: 'GET',
    path: '/api/tournament/{id}/feedbacks',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: playerFeedbacksResponse, ...failures(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
