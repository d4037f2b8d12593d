import { failures, type Endpoint } from './endpoint.js';
import {
  confirmEntryFeeBody,
  entryFeeOrderParam,
  entryFeeResponse,
  entryIdParam,
  managedEntryFeeResponse,
  managedEntryFeesResponse,
  refundEntryFeeBody,
  registerWithFeeBody,
} from './entry-fees.js';
import { tournamentIdParam } from './players.js';

/** Entry fees: registering with a fee, paying, and the managers' confirmations and refunds. */
export const entryFeesEndpoints = {
  registerWithFee: {
    method: 'POST',
    path: '/api/entry-fees/register/{tournamentId}',
    access: 'signed-in',
    params: tournamentIdParam,
    body: registerWithFeeBody,
    response: { 201: entryFeeResponse, ...failures(400, 401, 404, 409, 502, 503) },
  },
  mine: {
    method: 'GET',
    path: '/api/entry-fees/mine/{tournamentId}',
    access: 'signed-in',
    params: tournamentIdParam,
    response: { 200: entryFeeResponse, ...failures(400, 401, 404, 502, 503) },
  },
  pay: {
    method: 'POST',
    path: '/api/entry-fees/pay/{entryId}',
    access: 'signed-in',
    params: entryIdParam,
    response: { 200: entryFeeResponse, ...failures(400, 401, 403, 404, 409, 502, 503) },
  },
  order: {
    method: 'GET',
    path: '/api/entry-fees/order/{orderId}',
    access: 'signed-in',
    params: entryFeeOrderParam,
    response: { 200: entryFeeResponse, ...failures(400, 401, 403, 404, 502, 503) },
  },
  ofTournament: {
    method: 'GET',
    path: '/api/entry-fees/tournament/{tournamentId}',
    access: 'managers',
    params: tournamentIdParam,
    response: { 200: managedEntryFeesResponse, ...failures(400, 401, 403, 404) },
  },
  confirm: {
    method: 'POST',
    path: '/api/entry-fees/confirm/{entryId}',
    access: 'managers',
    params: entryIdParam,
    body: confirmEntryFeeBody,
    response: { 200: managedEntryFeeResponse, ...failures(400, 401, 403, 404, 409) },
  },
  refund: {
    method: 'POST',
    path: '/api/entry-fees/refund/{entryId}',
    access: 'managers',
    params: entryIdParam,
    body: refundEntryFeeBody,
    response: { 200: managedEntryFeeResponse, ...failures(400, 401, 403, 404, 409, 502, 503) },
  },
} as const satisfies Record<string, Endpoint>;
