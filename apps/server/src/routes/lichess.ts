import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  arenaStandingsResponse,
  connectLichessBody,
  createLichessTournamentBody,
  createLichessTournamentResponse,
  getLichessAccountBody,
  lichessAccountResponse,
  lichessBulkPairingBody,
  lichessBulkPairingResponse,
  lichessCallbackQuery,
  lichessCallbackResponse,
  lichessLoginBody,
  lichessFollowResponse,
  lichessGameLinksResponse,
  lichessLinkResponse,
  lichessLoginResponse,
  lichessResultsResponse,
  lichessRoundBody,
  lichessTeamsResponse,
  tournamentIdParams,
} from '@kingside/contract';
import { requireRole, signedIn } from '../http/guards.js';
import { failures } from '../http/schemas.js';
import { arenaStandings } from '../services/lichess/arena.js';
import { pushRound, readRoundResults } from '../services/lichess/bulk.js';
import { connectLichess, finishLogin, lichessAccountOf, startLogin, userOfToken } from '../services/lichess/connect.js';
import { followLichess, lichessGameLinks, lichessLinkOf } from '../services/lichess/follow.js';
import { startLichessFollower } from '../services/lichess/schedule.js';
import { createLichessTournament, lichessTeams } from '../services/lichess/tournaments.js';

const tags = ['lichess'];
const bearer = [{ bearer: [] }];

/** Connecting a lichess account (spec §7: the main API under /api/auth, the auth service under /api/auth/v1). */
export const lichessAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/get-lichess-account',
    {
      schema: {
        tags,
        summary: "The stored token's account: whether lichess is connected, and as whom",
        body: getLichessAccountBody,
        response: { 200: lichessAccountResponse, ...failures(400, 401) },
      },
    },
    async (request) => {
      const data = await lichessAccountOf(ctx, await userOfToken(ctx, request.body.token));
      return { message: data.lichess_connected ? `Connected to lichess as ${data.lichess_username}` : 'Lichess is not connected', data };
    },
  );

  app.post(
    '/connect-lichess',
    {
      schema: {
        tags,
        summary: 'Confirm the lichess account the OAuth login attached; lichess_username null disconnects and revokes the token on lichess',
        body: connectLichessBody,
        response: { 200: lichessAccountResponse, ...failures(400, 401, 429, 502) },
      },
    },
    async (request) => {
      const data = await connectLichess(ctx, request.body);
      return { message: data.lichess_connected ? `Connected to lichess as ${data.lichess_username}` : 'Lichess disconnected', data };
    },
  );

  app.post(
    '/v1/lichess_login',
    {
      schema: {
        tags,
        summary: 'Start connecting lichess (OAuth 2.0 with PKCE S256): the lichess address to open, and the references the browser keeps',
        body: lichessLoginBody,
        response: { 200: lichessLoginResponse, ...failures(400, 401) },
      },
    },
    async (request) => ({ message: 'Continue on lichess', data: await startLogin(ctx, request.body.user_key, request.body.redirect_uri, request.body.bulk_pairing) }),
  );

  app.get(
    '/v1/lichess_callback',
    {
      schema: {
        tags,
        summary: "Finish connecting lichess: checks the state, exchanges the code with the verifier and attaches the lichess username to the account",
        querystring: lichessCallbackQuery,
        response: { 200: lichessCallbackResponse, ...failures(400, 409, 429, 502) },
      },
    },
    async (request) => {
      const username = await finishLogin(ctx, request.query);
      return { message: `Connected to lichess as ${username}`, data: { success: true as const, lichess_username: username } };
    },
  );
};

/** Tournaments on lichess, under /api/tournament. */
export const lichessTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const organisers = requireRole('organiser', 'admin');
  // The followed Swisses are read on a schedule while the app runs; tests without an interval follow them by hand.
  if (ctx.config.lichessFollowSeconds) {
    const follower = startLichessFollower(ctx, app.log, ctx.config.lichessFollowSeconds);
    app.addHook('onClose', async () => follower.stop());
  }

  app.get(
    '/lichess-teams',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: "The connected organiser's lichess teams (lichess's /api/team/of/{username}), those they lead first",
        security: bearer,
        response: { 200: lichessTeamsResponse, ...failures(401, 403, 409, 429, 502) },
      },
    },
    async (request) => {
      const data = await lichessTeams(ctx, signedIn(request).user);
      const leads = data.teams.filter((team) => team.leader).length;
      const message = leads > 0 ? `${leads} team${leads === 1 ? '' : 's'} you lead on lichess` : 'You lead no team on lichess: create one at lichess.org/team/new to hold a Swiss there';
      return { message, data };
    },
  );

  app.post(
    '/create-lichess-tournament',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Create a team Swiss or an Arena on lichess and a Kingside tournament that mirrors it',
        security: bearer,
        body: createLichessTournamentBody,
        response: { 201: createLichessTournamentResponse, ...failures(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      const data = await createLichessTournament(ctx, signedIn(request).user, request.body);
      const what = data.kind === 'swiss' ? 'Swiss' : 'Arena';
      return reply.code(201).send({ message: `${what} created on lichess: ${data.lichess_url}`, data });
    },
  );

  app.post(
    '/lichess-follow/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: "Read the lichess Swiss's players, pairings and results (its TRF export and games) into this tournament; an Arena's standings (its results)",
        security: bearer,
        params: tournamentIdParams,
        response: { 200: lichessFollowResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const { players, rounds, link } = await followLichess(ctx, signedIn(request).user, request.params.id);
      return {
        message: link.kind === 'arena' ? `Read from lichess: ${players} players in the Arena standings` : `Read from lichess: ${players} players, ${rounds} round${rounds === 1 ? '' : 's'}`,
        data: { tournament_id: link.tournamentId, kind: link.kind, lichess_id: link.lichessId, lichess_url: link.lichessUrl, synced_at: link.syncedAt.toISOString(), players, rounds },
      };
    },
  );

  app.get(
    '/lichess-games/:id',
    {
      schema: {
        tags,
        summary: 'The lichess game of each board: of a Swiss followed from lichess, and of rounds paired here and sent to lichess (public)',
        params: tournamentIdParams,
        response: { 200: lichessGameLinksResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'Lichess games', data: await lichessGameLinks(ctx, request.params.id) }),
  );

  app.get(
    '/lichess-link/:id',
    {
      schema: {
        tags,
        summary: "The tournament's counterpart on lichess, a Swiss or an Arena, and when it was last read (public)",
        params: tournamentIdParams,
        response: { 200: lichessLinkResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'On lichess', data: await lichessLinkOf(ctx, request.params.id) }),
  );

  app.get(
    '/lichess-arena-standings/:id',
    {
      schema: {
        tags,
        summary: "An Arena's standings as lichess ranks them: rank, score and performance (public, read-only; final once lichess finishes it)",
        params: tournamentIdParams,
        response: { 200: arenaStandingsResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'Arena standings', data: await arenaStandings(ctx, request.params.id) }),
  );

  app.post(
    '/lichess-bulk-pairing/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Pair here, play there: the games of a round paired by Kingside become lichess games (a bulk pairing with the players tokens); the round starts',
        security: bearer,
        params: tournamentIdParams,
        body: lichessBulkPairingBody,
        response: { 201: lichessBulkPairingResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request, reply) => {
      const data = await pushRound(ctx, signedIn(request).user, request.params.id, request.body);
      return reply.code(201).send({ message: `Round ${request.body.round}: ${data.games.length} game${data.games.length === 1 ? '' : 's'} on lichess`, data });
    },
  );

  app.post(
    '/lichess-bulk-results/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: "Read a round's results back from its lichess games (through the score upload: recorded with who and when)",
        security: bearer,
        params: tournamentIdParams,
        body: lichessRoundBody,
        response: { 200: lichessResultsResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const data = await readRoundResults(ctx, signedIn(request).user, request.params.id, request.body.round);
      return { message: `Round ${data.round}: ${data.recorded} result${data.recorded === 1 ? '' : 's'} from lichess, ${data.pending} still open`, data };
    },
  );
};
