import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPlayerBody,
  managedPlayerResponse,
  managedPlayersResponse,
  playerDetailsQuery,
  playerDetailsResponse,
  playerIdParam,
  registerPlayerBody,
  publicPlayerResponse,
  publicPlayersResponse,
  tournamentIdParam,
  updatePlayerBody,
  withdrawPlayerBody,
} from '@kingside/contract';
import { requireRole, requireUser, signedIn } from '../http/guards.js';
import { failures } from '../http/schemas.js';
import * as players from '../services/players/players.js';

const bearer = [{ bearer: [] }];
const organisers = requireRole('organiser', 'admin');

/** A tournament's players under /api/players (spec §7). */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['players'];

  app.post(
    '/add-player/:tournamentId',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Add one player; after round 1 a late entry (FIDE C.04.2 pairing numbers, missed rounds score zero)',
        security: bearer,
        params: tournamentIdParam,
        body: addPlayerBody,
        response: { 201: managedPlayerResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Player added',
        data: await players.addPlayer(ctx, signedIn(request).user, request.params.tournamentId, request.body),
      }),
  );

  app.post(
    '/register/:tournamentId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Enter a tournament that takes registrations (enable_registration) as the signed-in account, before round 1',
        security: bearer,
        params: tournamentIdParam,
        body: registerPlayerBody,
        response: { 201: publicPlayerResponse, ...failures(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'You are registered',
        data: await players.registerSelf(ctx, signedIn(request).user, request.params.tournamentId, request.body),
      }),
  );

  app.get(
    '/details',
    {
      schema: {
        tags,
        summary: "A player's card: details, and every round's opponent, colour, result and points",
        querystring: playerDetailsQuery,
        response: { 200: playerDetailsResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'Player details', data: await players.playerDetails(ctx, request.query.query) }),
  );

  app.patch(
    '/update-player-info/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: "Change a player's details and requested byes",
        security: bearer,
        params: playerIdParam,
        body: updatePlayerBody,
        response: { 200: managedPlayerResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: 'Player updated',
      data: await players.updatePlayer(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  );

  app.patch(
    '/withdraw-player',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Withdraw a player, or bring a withdrawn one back (a toggle); answers the re-sorted list',
        security: bearer,
        body: withdrawPlayerBody,
        response: { 200: managedPlayersResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const list = await players.toggleWithdrawal(ctx, signedIn(request).user, request.body.playerId);
      const player = list.find((p) => p.uuid === request.body.playerId);
      return { message: player?.isWithDrawn ? `${player.name} withdrawn` : `${player?.name} back in the tournament`, data: list };
    },
  );

  app.get(
    '/entries/:tournamentId',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: "A tournament's entry list with everything entered (email, phone, national id, birth date, requested byes): its managers and admins only",
        security: bearer,
        params: tournamentIdParam,
        response: { 200: managedPlayersResponse, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: 'Players',
      data: await players.listManagedPlayers(ctx, signedIn(request).user, request.params.tournamentId),
    }),
  );

  app.get(
    '/:tournamentId',
    {
      schema: {
        tags,
        summary: "A tournament's players as the public sees them (no contact details, national ids or birth dates), numbered from 1: active by rating, then withdrawn",
        params: tournamentIdParam,
        response: { 200: publicPlayersResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'Players', data: await players.listPlayers(ctx, request.params.tournamentId) }),
  );
};
