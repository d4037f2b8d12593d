import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import * as players from '../services/core/players.js';
import { RepeatedCreation } from '../services/core/creation-tokens.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { saidWarnings } from '../services/core/warning-levels.js';

/** A tournament's players under /api/players. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['players'];

  app.route({
    ...endpointRoute(app, endpoints.players.add, {
      tags,
      summary: 'Add one player; after round 1 a late entry (FIDE C.04.2 pairing numbers, missed rounds score zero)',
    }),
    handler: async (request, reply) => {
      const { tournamentId } = request.params;
      try {
        const { player, warnings } = await players.addPlayer(ctx, signedIn(request).user, tournamentId, request.body);
        return reply.code(201).send({ message: say(request.locale, 'Player added'), data: player, warnings: saidWarnings(request.locale, warnings) });
      } catch (error) {
        // The same form sent again: the first request's entry, not the player twice.
        if (!(error instanceof RepeatedCreation)) throw error;
        return reply
          .code(201)
          .send({ message: say(request.locale, 'Player already added'), data: await players.answerFor(ctx.db, tournamentId, error.id), warnings: [] });
      }
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.players.register, {
      tags,
      summary: 'Enter a tournament that takes registrations (enable_registration) as the signed-in account, before round 1',
    }),
    handler: async (request, reply) =>
      reply.code(201).send({
        message: say(request.locale, 'You are registered'),
        data: await players.registerSelf(ctx, signedIn(request).user, request.params.tournamentId, request.body),
      }),
  });

  app.route({
    ...endpointRoute(app, endpoints.players.details, { tags, summary: "A player's card: details, and every round's opponent, colour, result and points" }),
    handler: async (request) => ({ message: say(request.locale, 'Player details'), data: await players.playerDetails(ctx, request.query.query) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.players.update, {
      tags,
      summary: "Change a player's details and requested byes; a full-point bye given is answered with a level-2 warning (FIDE discourages them)",
    }),
    handler: async (request) => {
      const { player, warnings } = await players.updatePlayer(ctx, signedIn(request).user, request.params.id, request.body);
      return { message: say(request.locale, 'Player updated'), data: player, warnings: saidWarnings(request.locale, warnings) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.players.withdraw, {
      tags,
      summary: 'Withdraw a player, or bring a withdrawn one back (a toggle); answers the re-sorted list',
    }),
    handler: async (request) => {
      const list = await players.toggleWithdrawal(ctx, signedIn(request).user, request.body.playerId);
      const player = list.find((p) => p.uuid === request.body.playerId);
      const name = player?.name ?? '';
      return {
        message: say(request.locale, player?.isWithDrawn ? words('{name} withdrawn', { name }) : words('{name} back in the tournament', { name })),
        data: list,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.players.entries, {
      tags,
      summary: "A tournament's entry list with everything entered (email, phone, national id, birth date, requested byes): its managers and admins only",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Players'),
      data: await players.listManagedPlayers(ctx, signedIn(request).user, request.params.tournamentId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.players.list, {
      tags,
      summary:
        "A tournament's players as the public sees them (no contact details, national ids or birth dates), numbered from 1: active by rating, then withdrawn",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Players'), data: await players.listPlayers(ctx, request.params.tournamentId) }),
  });
};
