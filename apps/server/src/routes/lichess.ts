import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { arenaStandings } from '../services/lichess/arena.js';
import { pushRound, readRoundResults } from '../services/lichess/bulk.js';
import { connectLichess, finishLogin, lichessAccountOf, startLogin, userOfToken } from '../services/lichess/connect.js';
import { followLichess, lichessGameLinks, lichessLinkIfAny } from '../services/lichess/follow.js';
import { startLichessFollower } from '../services/lichess/schedule.js';
import { createLichessTournament, lichessTeams } from '../services/lichess/tournaments.js';
import { endpointRoute } from '../http/endpoint-route.js';

const tags = ['lichess'];

/** Connecting a lichess account: the main API under /api/auth, the auth service under /api/auth/v1. */
export const lichessAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.lichess.account, { tags, summary: "The stored token's account: whether lichess is connected, and as whom" }),
    handler: async (request) => {
      const data = await lichessAccountOf(ctx, await userOfToken(ctx, request.body.token));
      return {
        message: say(
          request.locale,
          data.lichess_connected ? words('Connected to lichess as {username}', { username: data.lichess_username ?? '' }) : 'Lichess is not connected',
        ),
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.connect, {
      tags,
      summary: 'Confirm the lichess account the OAuth login attached; lichess_username null disconnects and revokes the token on lichess',
    }),
    handler: async (request) => {
      const data = await connectLichess(ctx, request.body);
      return {
        message: say(
          request.locale,
          data.lichess_connected ? words('Connected to lichess as {username}', { username: data.lichess_username ?? '' }) : 'Lichess disconnected',
        ),
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.login, {
      tags,
      summary: 'Start connecting lichess (OAuth 2.0 with PKCE S256): the lichess address to open, and the references the browser keeps',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Continue on lichess'),
      data: await startLogin(ctx, request.body.user_key, request.body.redirect_uri, request.body.bulk_pairing),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.callback, {
      tags,
      summary: 'Finish connecting lichess: checks the state, exchanges the code with the verifier and attaches the lichess username to the account',
    }),
    handler: async (request) => {
      const username = await finishLogin(ctx, request.query);
      return {
        message: say(request.locale, words('Connected to lichess as {username}', { username })),
        data: { success: true as const, lichess_username: username },
      };
    },
  });
};

/** Tournaments on lichess, under /api/tournament. */
export const lichessTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The followed Swisses are read on a schedule while the app runs; tests without an interval follow them by hand.
  if (ctx.config.lichessFollowSeconds) {
    const follower = startLichessFollower(ctx, app.log, ctx.config.lichessFollowSeconds);
    app.addHook('onClose', async () => follower.stop());
  }

  app.route({
    ...endpointRoute(app, endpoints.lichess.teams, {
      tags,
      summary: "The connected organiser's lichess teams (lichess's /api/team/of/{username}), those they lead first",
    }),
    handler: async (request) => {
      const data = await lichessTeams(ctx, signedIn(request).user);
      const leads = data.teams.filter((team) => team.leader).length;
      const message = say(
        request.locale,
        leads > 0
          ? words('{count, plural, one {# team you lead on lichess} other {# teams you lead on lichess}}', { count: leads })
          : 'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there',
      );
      return { message, data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.createTournament, {
      tags,
      summary: 'Create a team Swiss or an Arena on lichess and a Kingside tournament that mirrors it',
    }),
    handler: async (request, reply) => {
      const data = await createLichessTournament(ctx, signedIn(request).user, request.body);
      const message = words('{kind, select, swiss {Swiss} other {Arena}} created on lichess: {url}', { kind: data.kind, url: data.lichess_url });
      return reply.code(201).send({ message: say(request.locale, message), data });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.follow, {
      tags,
      summary: "Read the lichess Swiss's players, pairings and results (its TRF export and games) into this tournament; an Arena's standings (its results)",
    }),
    handler: async (request) => {
      const { players, rounds, link } = await followLichess(ctx, signedIn(request).user, request.params.id);
      return {
        message: say(
          request.locale,
          link.kind === 'arena'
            ? words('Read from lichess: {players} players in the Arena standings', { players })
            : words('Read from lichess: {players} players, {rounds, plural, one {# round} other {# rounds}}', { players, rounds }),
        ),
        data: {
          tournament_id: link.tournamentId,
          kind: link.kind,
          lichess_id: link.lichessId,
          lichess_url: link.lichessUrl,
          synced_at: link.syncedAt.toISOString(),
          players,
          rounds,
        },
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichessEvents.games, {
      tags,
      summary: 'The lichess game of each board: of a Swiss followed from lichess, and of rounds paired here and sent to lichess (public)',
    }),
    handler: async (request) => ({ message: say(request.locale, 'Lichess games'), data: await lichessGameLinks(ctx, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.lichessEvents.link, {
      tags,
      summary: "The tournament's counterpart on lichess, a Swiss or an Arena, and when it was last read; null for one played here only (public)",
    }),
    handler: async (request) => {
      const link = await lichessLinkIfAny(ctx, request.params.id);
      return { message: say(request.locale, link ? 'On lichess' : 'Not on lichess'), data: link };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichessEvents.arenaStandings, {
      tags,
      summary: "An Arena's standings as lichess ranks them: rank, score and performance (public, read-only; final once lichess finishes it)",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Arena standings'), data: await arenaStandings(ctx, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.bulkPairing, {
      tags,
      summary: 'Pair here, play there: the games of a round paired by Kingside become lichess games (a bulk pairing with the players tokens); the round starts',
    }),
    handler: async (request, reply) => {
      const data = await pushRound(ctx, signedIn(request).user, request.params.id, request.body);
      return reply.code(201).send({
        message: say(
          request.locale,
          words('Round {round}: {count, plural, one {# game} other {# games}} on lichess', { round: request.body.round, count: data.games.length }),
        ),
        data,
      });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lichess.bulkResults, {
      tags,
      summary: "Read a round's results back from its lichess games (through the score upload: recorded with who and when)",
    }),
    handler: async (request) => {
      const data = await readRoundResults(ctx, signedIn(request).user, request.params.id, request.body.round);
      return {
        message: say(
          request.locale,
          words('Round {round}: {count, plural, one {# result} other {# results}} from lichess, {pending} still open', {
            round: data.round,
            count: data.recorded,
            pending: data.pending,
          }),
        ),
        data,
      };
    },
  });
};
