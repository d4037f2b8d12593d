import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { approveTeam, declineTeam } from '../services/teams/approval.js';
import { setRoster } from '../services/teams/roster.js';
import { createTeam, listManagedTeams, listTeams, removeTeam, updateTeam } from '../services/teams/teams.js';
import { say } from '../services/core/languages/say.js';

const tags = ['teams'];

/** A team event's teams and rosters under /api/tournament/{id}/teams. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.teams.list, {
      tags,
      summary: "A team event's teams by team pairing number, each with its team rating, captain's name and roster in board order",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Teams'), data: await listTeams(ctx, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.managedList, {
      tags,
      summary: 'The teams as the tournament’s managers see them: the captains’ emails too',
    }),
    handler: async (request) => ({ message: say(request.locale, 'Teams'), data: await listManagedTeams(ctx, signedIn(request).user, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.create, {
      tags,
      summary: 'Enter a team (its roster empty); a captain’s email must be that of an existing account',
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ message: say(request.locale, 'Team entered'), data: await createTeam(ctx, signedIn(request).user, request.params.id, request.body) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.update, {
      tags,
      summary:
        'Edit a team: its names, club, federation, captain (null: none), or withdraw it (not paired from the next round; ' +
        'brought back only before that round is paired)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Team saved'),
      data: await updateTeam(ctx, signedIn(request).user, request.params.id, request.params.teamId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.remove, {
      tags,
      summary: 'Delete a team before round 1 is paired; its players stay entered',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Team deleted'),
      data: await removeTeam(ctx, signedIn(request).user, request.params.id, request.params.teamId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.setRoster, {
      tags,
      summary:
        "Set a team's roster in board order: the tournament's managers, or the team's own captain before round 1. Once round 1 " +
        'is paired the order is kept and players join only as new last reserves',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Roster saved'),
      data: await setRoster(ctx, signedIn(request).user, request.params.id, request.params.teamId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.approveTeam, {
      tags,
      summary: 'Approve a registered team awaiting approval: it is entered (awaiting its entry fee when there is one)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Team approved'),
      data: await approveTeam(ctx, signedIn(request).user, request.params.id, request.params.teamId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teams.declineTeam, {
      tags,
      summary: 'Decline a registered team awaiting approval: it stays out of the event, for its captain to see',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Team declined'),
      data: await declineTeam(ctx, signedIn(request).user, request.params.id, request.params.teamId),
    }),
  });
};
