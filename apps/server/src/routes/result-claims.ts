import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';
import { signedIn } from '../http/guards.js';
import { boardClaim, claimResult, roundClaims } from '../services/result-claims/claims.js';

/** Results confirmed by the players of a board from their phones, and the arbiter's list of them. */
export const resultClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.resultClaims.board, {
      tags,
      summary: "A board as its player sees it: both players, what each confirmed, the arbiter's result (the board's two players only)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Your board'),
      data: await boardClaim(ctx, signedIn(request).user, request.params, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.resultClaims.claim, {
      tags,
      summary:
        "Confirm the board's result (1-0, 1/2-1/2, 0-1): both players agreeing make it pending the arbiter's approval, differing flag the board as disputed (the board's two players only; 409 once the arbiter entered the result or the round is closed)",
    }),
    handler: async (request) => {
      const data = await claimResult(ctx, signedIn(request).user, request.params, request.body.result, request.locale);
      const message =
        data.state === 'agreed'
          ? 'Both players confirmed: the result waits for the arbiter'
          : data.state === 'disputed'
            ? 'Your opponent confirmed another result: the arbiter decides'
            : 'Your result is recorded; waiting for your opponent';
      return { message: say(request.locale, message), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.resultClaims.round, {
      tags,
      summary: "The round's boards the players confirmed and the arbiter has not entered yet: agreed ones to approve, disputed ones to decide",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Confirmations by the players'),
      data: await roundClaims(ctx, signedIn(request).user, request.query.tournamentId, request.query.round),
    }),
  });
};
