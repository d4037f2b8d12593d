import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPairingBody,
  clubMembershipsResponse,
  clubResponse,
  createClubBody,
  createTournamentBody,
  importTrfBody,
  playersRankingResponse,
  removePairingBody,
  resultHistoryResponse,
  cancelledPairingResponse,
  revertedResponse,
  roundPairingsResponse,
  roundQuery,
  scoreUploadBody,
  splitTournamentBody,
  splitTournamentResponse,
  statisticsResponse,
  tournamentConfigBody,
  tournamentConfigResponse,
  tournamentDetailsResponse,
  tournamentIdParams,
  tournamentListQuery,
  tournamentListResponse,
  tournamentResponse,
  triggerBody,
  updateTournamentBody,
} from '@kingside/contract';
import { requireRole, requireUser, signedIn } from '../http/guards.js';
import { acceptedEncoding } from '../http/accept-encoding.js';
import { failures } from '../http/schemas.js';
import { clubMembershipsOf, createClub } from '../services/clubs/clubs.js';
import { addPairing, removePairing } from '../services/rounds/manual-pairing.js';
import { cancelPairing, generatePairing } from '../services/rounds/pair.js';
import { getPairings } from '../services/rounds/pairings.js';
import { resultHistory, uploadScores } from '../services/rounds/results.js';
import { revertPairing } from '../services/rounds/revert.js';
import { cleanupRound, endTournament, startRound } from '../services/rounds/round-triggers.js';
import { readLichessFirst } from '../services/lichess/triggers.js';
import { standingsCsv } from '../services/standings/csv.js';
import { cachedRanking, playersRanking } from '../services/standings/standings.js';
import * as tournaments from '../services/tournaments/tournaments.js';
import { importTrf } from '../services/tournaments/import-trf.js';
import { splitTournament } from '../services/tournaments/split.js';
import { exportTrf } from '../services/tournaments/trf.js';
import { fileUploadOptions, saveWithFiles } from './tournament-files.js';

const bearer = [{ bearer: [] }];
const organisers = requireRole('organiser', 'admin');

/** Tournaments, clubs, rounds and standings under /api/tournament (spec §7). */
export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  // Create and edit also take multipart: form fields plus files (logo, regulations, attachments; spec §7).
  await app.register(fastifyMultipart, fileUploadOptions);

  app.post(
    '/create',
    {
      // Before the body is read: files are read only for a signed-in organiser.
      onRequest: organisers,
      schema: {
        tags,
        summary: 'Create a tournament (JSON, or multipart fields plus files logo, regulations, attachments); tie-breaks default to the FIDE recommendation for the system',
        security: bearer,
        body: createTournamentBody,
        response: { 201: tournamentResponse, ...failures(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Tournament created',
        data: await saveWithFiles(ctx, request, (scoped) => tournaments.createTournament(scoped, signedIn(request).user, request.body)),
      }),
  );

  app.post(
    '/import-trf',
    {
      preHandler: organisers,
      bodyLimit: 6_000_000,
      schema: {
        tags,
        summary: 'Create a Swiss from a TRF file (its text as trf): players, pairing numbers, every round and result',
        security: bearer,
        body: importTrfBody,
        response: { 201: tournamentResponse, ...failures(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: 'Tournament imported', data: await importTrf(ctx, signedIn(request).user, request.body.trf, request.body.name) }),
  );

  app.get(
    '/get-tournaments',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'The tournaments the caller manages (own and their clubs\'; all for an admin), newest first, paged',
        security: bearer,
        querystring: tournamentListQuery,
        response: { 200: tournamentListResponse, ...failures(400, 401, 403) },
      },
    },
    async (request) => ({ message: 'Tournaments', data: await tournaments.managedTournaments(ctx, signedIn(request).user, request.query) }),
  );

  app.get(
    '/get-tournament-list',
    {
      schema: {
        tags,
        summary: 'Public search of tournaments by name, city or venue',
        querystring: tournamentListQuery,
        response: { 200: tournamentListResponse, ...failures(400) },
      },
    },
    async (request) => ({ message: 'Tournaments', data: await tournaments.publicTournaments(ctx, request.query) }),
  );

  app.get(
    '/statistics',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Dashboard figures over the tournaments the caller manages',
        security: bearer,
        response: { 200: statisticsResponse, ...failures(401, 403) },
      },
    },
    async (request) => ({ message: 'Statistics', data: await tournaments.statistics(ctx, signedIn(request).user) }),
  );

  app.post(
    '/create-club',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Create a club; its creator (and the organisers named) manage its tournaments',
        security: bearer,
        body: createClubBody,
        response: { 201: clubResponse, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ message: 'Club created', data: await createClub(ctx, signedIn(request).user, request.body) }),
  );

  app.get(
    '/get-club-memberships',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The clubs the caller manages, each with its tournaments',
        security: bearer,
        response: { 200: clubMembershipsResponse, ...failures(401, 403) },
      },
    },
    async (request) => ({ message: 'Club memberships', data: await clubMembershipsOf(ctx, signedIn(request).user) }),
  );

  app.get(
    '/config/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'The rules pairing and standings read: points, bye points, acceleration, tie-breaks, shared places',
        security: bearer,
        params: tournamentIdParams,
        response: { 200: tournamentConfigResponse, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: 'Tournament config', data: await tournaments.getConfig(ctx, signedIn(request).user, request.params.id) }),
  );

  app.post(
    '/config/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Change the rules; acceleration, initial colour and rating type only before round 1 is paired',
        security: bearer,
        params: tournamentIdParams,
        body: tournamentConfigBody,
        response: { 200: tournamentConfigResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      message: 'Tournament config saved',
      data: await tournaments.setConfig(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  );

  app.get(
    '/generate-pairing',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary:
          'Pair the next round (FIDE Dutch by the engine, or the Berger table); the previous round must be scored. ' +
          'A Dutch pairing runs in a worker thread: 409 while another pairing of the tournament is in progress or when it is cancelled, ' +
          '503 when it passes its time limit (PAIRING_TIME_LIMIT) or the engine stops; the round then stays unpaired',
        security: bearer,
        querystring: roundQuery,
        response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { round, tournamentId } = request.query;
      return { message: `Round ${round} paired`, data: await generatePairing(ctx, signedIn(request).user, tournamentId, round) };
    },
  );

  app.post(
    '/cancel-pairing',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Stop the pairing in progress (on whichever server runs it); the round stays unpaired',
        security: bearer,
        body: triggerBody,
        response: { 200: cancelledPairingResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await cancelPairing(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: `The pairing of round ${data.round} was cancelled`, data };
    },
  );

  app.get(
    '/revert-pairing',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Undo the last paired round, while none of its results is in',
        security: bearer,
        querystring: roundQuery,
        response: { 200: revertedResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { round, tournamentId } = request.query;
      return { message: `Round ${round} pairing reverted`, data: await revertPairing(ctx, signedIn(request).user, tournamentId, round) };
    },
  );

  app.get(
    '/get-pairings',
    {
      schema: {
        tags,
        summary: "A round's boards and byes, numbered from 1, with each player's points before the round (public)",
        querystring: roundQuery,
        response: { 200: roundPairingsResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'Pairings', data: await getPairings(ctx, request.query.tournamentId, request.query.round) }),
  );

  app.patch(
    '/add-pairing',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Pair two unpaired players of the current round by hand (no black: the bye); warns when a FIDE criterion breaks',
        security: bearer,
        body: addPairingBody,
        response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await addPairing(ctx, signedIn(request).user, request.body);
      return { message: data.warnings.length > 0 ? `Pairing added, against FIDE rules: ${data.warnings.join('; ')}` : 'Pairing added', data };
    },
  );

  app.patch(
    '/remove-pairing',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Remove a board (without a result) or a bye from the current round',
        security: bearer,
        body: removePairingBody,
        response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ message: 'Pairing removed', data: await removePairing(ctx, signedIn(request).user, request.body) }),
  );

  app.post(
    '/score-upload',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Enter or correct results by board (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-); the round is scored when every board has one',
        security: bearer,
        querystring: roundQuery,
        body: scoreUploadBody,
        response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { round, tournamentId } = request.query;
      const data = await uploadScores(ctx, signedIn(request).user, tournamentId, round, request.body);
      return { message: data.state === 'scored' ? `Results saved; round ${round} is scored` : 'Results saved', data };
    },
  );

  app.get(
    '/result-history',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Every result entered or changed in a round: who, when, old and new',
        security: bearer,
        querystring: roundQuery,
        response: { 200: resultHistoryResponse, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: 'Result history',
      data: await resultHistory(ctx, signedIn(request).user, request.query.tournamentId, request.query.round),
    }),
  );

  app.get(
    '/players-ranking',
    {
      schema: {
        tags,
        summary: 'Standings after a round: rank, points and the tournament\'s tie-breaks, computed by the engine (public)',
        querystring: roundQuery,
        response: { 200: playersRankingResponse, ...failures(400, 404) },
      },
    },
    async (request, typedReply) => {
      const standings = await cachedRanking(ctx, request.query.tournamentId, request.query.round);
      // The answer was checked against the schema, serialised and compressed once for every spectator
      // (services/standings/cache.ts): it goes out as those bytes, which the typed reply cannot express.
      const reply: FastifyReply = typedReply;
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding === null) return reply.send(standings.json());
      return reply.header('content-encoding', encoding).send(standings.encoded(encoding));
    },
  );

  app.post(
    '/trigger-round-start',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Start the paired current round (results can be entered from then on)',
        security: bearer,
        body: triggerBody,
        response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      const data = await startRound(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: `Round ${data.currentRound} started`, data };
    },
  );

  app.post(
    '/trigger-round-cleanup',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Close the started round: boards still without a result become double forfeits (-/-), recorded; the round is scored',
        security: bearer,
        body: triggerBody,
        response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      const { tournament, closed } = await cleanupRound(ctx, signedIn(request).user, request.body.tournamentId);
      const how = closed.length === 0 ? 'every board had a result' : `${closed.length} board${closed.length === 1 ? '' : 's'} without a result scored -/-`;
      return { message: `Round ${tournament.currentRound} closed: ${how}`, data: tournament };
    },
  );

  app.post(
    '/trigger-tournament-end',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Finish the tournament once its last round is scored',
        security: bearer,
        body: triggerBody,
        response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: 'Tournament finished', data: await endTournament(ctx, signedIn(request).user, request.body.tournamentId) };
    },
  );

  app.post(
    '/split-tournament/:id',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Before round 1: split the entries into sections (N equal groups by rating, or rating bands), each a tournament of its own',
        security: bearer,
        params: tournamentIdParams,
        body: splitTournamentBody,
        response: { 200: splitTournamentResponse, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const sections = await splitTournament(ctx, signedIn(request).user, request.params.id, request.body);
      return { message: `Split into ${sections.length} sections`, data: sections };
    },
  );

  app.get(
    '/:id/standings.csv',
    {
      schema: {
        tags,
        summary: 'Standings after a round (default: the current one) as CSV, tie-breaks as columns (public)',
        params: tournamentIdParams,
        querystring: z.object({ round: roundQuery.shape.round.optional() }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, lines ending in CR LF'), ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const summary = await tournaments.summaryOf(ctx.db, request.params.id);
      const round = request.query.round ?? summary.currentRound;
      const csv = standingsCsv(await playersRanking(ctx, request.params.id, round));
      const fileName = `${summary.name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'standings'}-round-${round}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );

  app.get(
    '/:id/trf',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'The whole tournament as a TRF-2026 file (for the FIDE rating report and other pairing programs)',
        security: bearer,
        params: tournamentIdParams,
        produces: ['text/plain'],
        response: { 200: z.string().describe('TRF-2026 text, lines ending in CR LF'), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await exportTrf(ctx, signedIn(request).user, request.params.id);
      return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(text);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Public detail of a tournament, with each round\'s {paired, scored}',
        params: tournamentIdParams,
        response: { 200: tournamentDetailsResponse, ...failures(400, 404) },
      },
    },
    async (request) => ({ message: 'Tournament', data: await tournaments.tournamentDetails(ctx, request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: organisers,
      schema: {
        tags,
        summary: 'Edit a tournament (JSON, or multipart fields plus files; a new logo or regulations replaces the old); system, acceleration and initial colour only before round 1',
        security: bearer,
        params: tournamentIdParams,
        body: updateTournamentBody,
        response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      message: 'Tournament updated',
      data: await saveWithFiles(ctx, request, (scoped) => tournaments.updateTournament(scoped, signedIn(request).user, request.params.id, request.body)),
    }),
  );
};
