import { failures, type Endpoint } from './endpoint.js';
import { tournamentIdParams } from './tournament.js';
import { createTeamBody, managedTeamResponse, managedTeamsResponse, teamParams, teamResponse, teamRosterBody, teamsResponse, updateTeamBody } from './teams.js';

/** A team event's teams and rosters. Every call answers 409 for an individual event. */
export const teamsEndpoints = {
  list: {
    method: 'GET',
    path: '/api/tournament/{id}/teams',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: teamsResponse, ...failures(400, 404, 409) },
  },
  managedList: {
    method: 'GET',
    path: '/api/tournament/{id}/teams/managed',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: managedTeamsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  create: {
    method: 'POST',
    path: '/api/tournament/{id}/teams',
    access: 'managers',
    params: tournamentIdParams,
    body: createTeamBody,
    response: { 201: managedTeamResponse, ...failures(400, 401, 403, 404, 409) },
  },
  update: {
    method: 'PATCH',
    path: '/api/tournament/{id}/teams/{teamId}',
    access: 'managers',
    params: teamParams,
    body: updateTeamBody,
    response: { 200: managedTeamResponse, ...failures(400, 401, 403, 404, 409) },
  },
  remove: {
    method: 'DELETE',
    path: '/api/tournament/{id}/teams/{teamId}',
    access: 'managers',
    params: teamParams,
    response: { 200: managedTeamsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /**
   * The roster in board order: the tournament's managers, and the team's own captain before round 1 is paired
   * (anyone else signed in gets 403). After round 1, only new last reserves may be added.
   */
  setRoster: {
    method: 'PUT',
    path: '/api/tournament/{id}/teams/{teamId}/roster',
    access: 'signed-in',
    params: teamParams,
    body: teamRosterBody,
    response: { 200: teamResponse, ...failures(400, 401, 403, 404, 409) },
  },
  /**
   * When the organiser approves each team: a registered team awaiting approval is entered (awaiting its entry fee when
   * there is one, which its captain then pays), or declined. 409 for a team already decided, or one the event can no
   * longer take.
   */
  approveTeam: {
    method: 'POST',
    path: '/api/tournament/{id}/teams/{teamId}/approval',
    access: 'managers',
    params: teamParams,
    response: { 200: managedTeamResponse, ...failures(400, 401, 403, 404, 409) },
  },
  declineTeam: {
    method: 'POST',
    path: '/api/tournament/{id}/teams/{teamId}/decline',
    access: 'managers',
    params: teamParams,
    response: { 200: managedTeamResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
