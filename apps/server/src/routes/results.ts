import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { acceptedEncoding } from '../http/accept-encoding.js';
import { signedIn } from '../http/guards.js';
import { resultHistory, uploadScores } from '../services/rounds/results.js';
import { standingsCsv } from '../services/core/standings/csv.js';
import { cachedRanking, playersRanking, tiebreakExplanation } from '../services/core/standings/standings.js';
import { summaryOf } from '../services/core/tournament-summary.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/** Whether an If-None-Match header names the validator (RFC 9110 §13.1.2: a list, or *; weak comparison). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Results under /api/tournament: score sheets, their history, and the standings computed from them. */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.results.scoreUpload, {
      tags,
      summary: 'Enter or correct results by board (1-0, 0-1, 1/2-1/2, +/-, -/+, -/-); the round is scored when every board has one',
    }),
    handler: async (request) => {
      const { round, tournamentId } = request.query;
      const data = await uploadScores(ctx, signedIn(request).user, tournamentId, round, request.body);
      return { message: say(request.locale, data.state === 'scored' ? words('Results saved; round {round} is scored', { round }) : 'Results saved'), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.results.history, { tags, summary: 'Every result entered or changed in a round: who, when, old and new' }),
    handler: async (request) => ({
      message: say(request.locale, 'Result history'),
      data: await resultHistory(ctx, signedIn(request).user, request.query.tournamentId, request.query.round),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.results.ranking, {
      tags,
      summary: "Standings after a round: rank, points and the tournament's tie-breaks, computed by the engine (public)",
    }),
    handler: async (request, typedReply) => {
      const { tournamentId, round } = request.query;
      const standings = await cachedRanking(ctx, tournamentId, round);
      // The answer was checked against the schema, serialised and compressed once for every spectator
      // (services/core/standings/cache.ts): it goes out as those bytes, which the typed reply cannot express.
      const reply: FastifyReply = typedReply;
      // Which standings these are: their validator (a spectator's unchanged copy costs a 304), when the last change
      // they include was made, and whether newer ones are being computed (the live stream announces them).
      reply
        .header('etag', standings.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('x-standings-updating', String(ctx.standings.updating(tournamentId, round)));
      if (standings.asOf) reply.header('x-standings-as-of', standings.asOf);
      if (matches(request.headers['if-none-match'], standings.etag)) return reply.code(304).send();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      if (encoding === null) return reply.send(standings.json());
      return reply.header('content-encoding', encoding).send(standings.encoded(encoding));
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.results.tiebreakExplanation, {
      tags,
      summary: "How one player's tie-breaks after a round were reached: each round's opponent and score, and the rounds each cut left out (public)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Tie-breaks explained'),
      data: await tiebreakExplanation(ctx, request.params.id, request.query.round, request.params.startNumber),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.results.standingsCsv, {
      tags,
      summary: 'Standings after a round (default: the current one) as CSV, tie-breaks as columns (public)',
      produces: ['text/csv'],
    }),
    handler: async (request, reply) => {
      const summary = await summaryOf(ctx.db, request.params.id);
      const round = request.query.round ?? summary.currentRound;
      const csv = standingsCsv(await playersRanking(ctx, request.params.id, round));
      const fileName = `${summary.name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'standings'}-round-${round}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  });
};
