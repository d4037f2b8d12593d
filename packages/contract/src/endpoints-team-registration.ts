import { failures, type Endpoint } from './endpoint.js';
import {
  acceptTeamInvitationBody,
  confirmTeamEntryFeeBody,
  joinedTeamResponse,
  managedTeamEntryFeeResponse,
  managedTeamEntryFeesResponse,
  myTeamsResponse,
  registeredTeamResponse,
  refundTeamEntryFeeBody,
  registerTeamBody,
  revokedTeamInvitationsResponse,
  teamEntryFeeResponse,
  teamInvitationLinkResponse,
  teamInvitationTokenParams,
  teamInvitationViewResponse,
} from './team-registration.js';
import { teamParams } from './teams.js';
import { tournamentIdParams } from './tournament.js';

/** Captains register their teams and invite their players by link. Calls on an individual event answer 409. */
export const teamRegistrationEndpoints = {
  /**
   * The caller registers a team and becomes its captain, while the tournament takes registrations (its cap counts
   * teams); one team per captain. With an entry fee the team awaits its payment (not paired) until it is paid.
   */
  register: {
    method: 'POST',
    path: '/api/tournament/{id}/team-registration',
    access: 'signed-in',
    params: tournamentIdParams,
    body: registerTeamBody,
    response: { 201: registeredTeamResponse, ...failures(400, 401, 404, 409, 502, 503) },
  },
  mine: {
    method: 'GET',
    path: '/api/my-teams',
    access: 'signed-in',
    response: { 200: myTeamsResponse, ...failures(401) },
  },
  /**
   * The team's captain pays its entry fee (again, after a failed payment): the latest order while it may still be
   * paid, else a new one. Anyone else signed in: 403; 409 once round 1 is paired.
   */
  payFee: {
    method: 'POST',
    path: '/api/tournament/{id}/teams/{teamId}/fee-payment',
    access: 'signed-in',
    params: teamParams,
    response: { 200: teamEntryFeeResponse, ...failures(400, 401, 403, 404, 409, 502, 503) },
  },
  /** Every team's entry fee (status, amount, how paid, orders, refunds), for the tournament's managers. */
  fees: {
    method: 'GET',
    path: '/api/tournament/{id}/team-fees',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: managedTeamEntryFeesResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /** A team's fee paid in hand (cash at the hall), with the reason: the team is entered as after a payment online. */
  confirmFee: {
    method: 'POST',
    path: '/api/tournament/{id}/teams/{teamId}/fee-confirmation',
    access: 'managers',
    params: teamParams,
    body: confirmTeamEntryFeeBody,
    response: { 200: managedTeamEntryFeeResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /**
   * A withdrawn team's fee given back, before round 1 only, once: through the provider under our refund id, or
   * recorded as cash given back when it was paid in hand. 502 when the provider refuses (the fee stays paid).
   */
  refundFee: {
    method: 'POST',
    path: '/api/tournament/{id}/teams/{teamId}/fee-refund',
    access: 'managers',
    params: teamParams,
    body: refundTeamEntryFeeBody,
    response: { 200: managedTeamEntryFeeResponse, ...failures(400, 401, 403, 404, 409, 502, 503) },
  },
  /** The team's captain or the tournament's managers (anyone else signed in: 403). Valid for 14 days. */
  createInvitation: {
    method: 'POST',
    path: '/api/tournament/{id}/teams/{teamId}/invitations',
    access: 'signed-in',
    params: teamParams,
    response: { 201: teamInvitationLinkResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /** Every link of the team stops working; the team's captain or the tournament's managers. */
  revokeInvitations: {
    method: 'DELETE',
    path: '/api/tournament/{id}/teams/{teamId}/invitations',
    access: 'signed-in',
    params: teamParams,
    response: { 200: revokedTeamInvitationsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  viewInvitation: {
    method: 'GET',
    path: '/api/team-invitations/{token}',
    access: 'public',
    params: teamInvitationTokenParams,
    response: { 200: teamInvitationViewResponse, ...failures(400, 404) },
  },
  /**
   * The caller joins the team as its last reserve, entered in the tournament under their account's name (an entry
   * they already have without a team is used). 409: expired, on another team, or the tournament takes no players.
   */
  acceptInvitation: {
    method: 'POST',
    path: '/api/team-invitations/{token}/accept',
    access: 'signed-in',
    params: teamInvitationTokenParams,
    body: acceptTeamInvitationBody,
    response: { 200: joinedTeamResponse, ...failures(400, 401, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
