import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  attemptIdParam,
  distributePrizesBody,
  distributedPrizesResponse,
  ledgerQuery,
  payeeDetailsBody,
  payeeFormResponse,
  payeeLinkSentResponse,
  payeeTokenParams,
  payoutBalanceResponse,
  payoutLedgerResponse,
  payoutStatusParams,
  payoutStatusResponse,
  releaseAttemptBody,
  releasedPayoutResponse,
  savedPayeeResponse,
  tournamentPayoutsResponse,
  winnerIdParam,
} from './payouts.js';
import { tournamentIdParam } from './players.js';

/** Prize payouts: payee details, distribution through the provider, its ledger and webhook. */
export const payoutsEndpoints = {
  ofTournament: {
    method: 'GET',
    path: '/api/players/payouts/{tournamentId}',
    access: 'managers',
    params: tournamentIdParam,
    response: { 200: tournamentPayoutsResponse, ...failures(400, 401, 403, 404) },
  },
  savePayeeDetails: {
    method: 'PUT',
    path: '/api/players/payee-details/{winnerId}',
    access: 'managers',
    params: winnerIdParam,
    body: payeeDetailsBody,
    response: { 200: savedPayeeResponse, ...failures(400, 401, 403, 404) },
  },
  sendPayeeLink: {
    method: 'POST',
    path: '/api/players/payee-link/{winnerId}',
    access: 'managers',
    params: winnerIdParam,
    response: { 200: payeeLinkSentResponse, ...failures(400, 401, 403, 404, 503) },
  },
  payeeForm: {
    method: 'GET',
    path: '/api/payees/{token}',
    access: 'public',
    params: payeeTokenParams,
    response: { 200: payeeFormResponse, ...failures(400, 404) },
  },
  savePayeeForm: {
    method: 'PUT',
    path: '/api/payees/{token}',
    access: 'public',
    params: payeeTokenParams,
    body: payeeDetailsBody,
    response: { 200: payeeFormResponse, ...failures(400, 404, 409) },
  },
  distribute: {
    method: 'POST',
    path: '/api/players/distribute-prizes',
    access: 'managers',
    body: distributePrizesBody,
    response: { 200: distributedPrizesResponse, ...failures(400, 401, 403, 404, 409, 502, 503) },
  },
  /** A prize payout's order, for its tournament's managers, or an entry fee's, for its player too: the service tells them apart. */
  status: {
    method: 'GET',
    path: '/api/juspay/status/{id}',
    access: 'signed-in',
    params: payoutStatusParams,
    response: { 200: payoutStatusResponse, ...failures(400, 401, 403, 404) },
  },
  balance: { method: 'GET', path: '/api/juspay/balance', access: 'organisers', response: { 200: payoutBalanceResponse, ...failures(401, 403, 503) } },
  ledger: {
    method: 'GET',
    path: '/api/juspay/ledger',
    access: 'managers',
    query: ledgerQuery,
    response: { 200: payoutLedgerResponse, ...failures(400, 401, 403, 404) },
  },
  ledgerCsv: {
    method: 'GET',
    path: '/api/juspay/ledger.csv',
    access: 'managers',
    query: ledgerQuery,
    response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark'), ...failures(400, 401, 403, 404) },
  },
  release: {
    method: 'POST',
    path: '/api/juspay/release/{attemptId}',
    access: 'managers',
    params: attemptIdParam,
    body: releaseAttemptBody,
    response: { 200: releasedPayoutResponse, ...failures(400, 401, 403, 404, 409) },
  },
  webhook: {
    method: 'POST',
    path: '/api/juspay/webhook',
    access: 'public',
    body: z.unknown(),
    response: { 200: envelope(z.object({ outcome: z.enum(['applied', 'replayed', 'ignored']) })), ...failures(400, 401, 429) },
  },
} as const satisfies Record<string, Endpoint>;
