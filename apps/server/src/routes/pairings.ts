import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { addPairing, removePairing } from '../services/rounds/manual-pairing.js';
import { comparePairings, editPairings, validatePairings } from '../services/rounds/pairing-phase.js';
import { cancelPairing, generatePairing } from '../services/rounds/pair.js';
import { noticePairings } from '../services/core/notices/round-notices.js';
import { getPairings } from '../services/core/pairings.js';
import { revertPairing } from '../services/rounds/revert.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/** A round's pairings under /api/tournament: paired by the engine, cancelled, reverted, read, changed by hand. */
export const pairingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.pairings.generate, {
      tags,
      summary:
        'Pair the next round (FIDE Dutch by the engine, or the Berger table); the previous round must be scored. ' +
        'A Dutch pairing runs in a worker thread: 409 while another pairing of the tournament is in progress or when it is cancelled, ' +
        '503 when it passes its time limit (PAIRING_TIME_LIMIT) or the engine stops; the round then stays unpaired',
    }),
    handler: async (request) => {
      const { round, tournamentId } = request.query;
      const pairings = await generatePairing(ctx, signedIn(request).user, tournamentId, round);
      // Once the round is saved; the arbiter does not wait for the mail and push services.
      void noticePairings(ctx, tournamentId, round);
      return { message: say(request.locale, words('Round {round} paired', { round })), data: pairings };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.pairings.cancel, {
      tags,
      summary: 'Stop the pairing in progress (on whichever server runs it); the round stays unpaired',
    }),
    handler: async (request) => {
      const data = await cancelPairing(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: say(request.locale, words('The pairing of round {round} was cancelled', { round: data.round })), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.pairings.revert, { tags, summary: 'Undo the last paired round, while none of its results is in' }),
    handler: async (request) => {
      const { round, tournamentId } = request.query;
      return {
        message: say(request.locale, words('Round {round} pairing reverted', { round })),
        data: await revertPairing(ctx, signedIn(request).user, tournamentId, round),
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.pairings.list, {
      tags,
      summary: "A round's boards and byes, numbered from 1, with each player's points before the round (public)",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Pairings'), data: await getPairings(ctx, request.query.tournamentId, request.query.round) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.manualPairing.add, {
      tags,
      summary:
        'Pair two unpaired players of the current round by hand (no black: the bye), while its pairings are being edited. ' +
        'A board against a FIDE rule waits for confirmation (warning level 3: 409 without `confirmation`); a second bye in a round is refused in FIDE mode (level 5)',
    }),
    handler: async (request) => {
      const data = await addPairing(ctx, signedIn(request).user, request.body, request.locale);
      const warnings = data.warnings.map((w) => w.message).join('; ');
      return {
        message: say(request.locale, data.warnings.length > 0 ? words('Pairing added, against FIDE rules: {warnings}', { warnings }) : 'Pairing added'),
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.manualPairing.edit, { tags, summary: '"Edit pairings": open the current round to changes by hand' }),
    handler: async (request) => ({
      message: say(request.locale, words('Editing the pairings of round {round}', { round: request.body.round })),
      data: await editPairings(ctx, signedIn(request).user, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.manualPairing.compare, {
      tags,
      summary: "The round being edited beside the engine's pairing of the same round, and the arbiter's boards that differ",
    }),
    handler: async (request) => {
      const { round, tournamentId } = request.query;
      const data = await comparePairings(ctx, signedIn(request).user, tournamentId, round);
      return {
        message: say(
          request.locale,
          data.changes.length > 0
            ? words("Round {round} differs from the engine's pairing", { round })
            : words("Round {round} is the engine's pairing", { round }),
        ),
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.manualPairing.validate, {
      tags,
      summary:
        '"Validate pairings": close the editing of the round. Where it differs from the engine\'s pairing, warning level 4 ' +
        '(409 without `confirmation: confirmed-twice`); once confirmed the change is written into the TRF export as ### MPA',
    }),
    handler: async (request) => ({
      message: say(request.locale, words('Pairings of round {round} validated', { round: request.body.round })),
      data: await validatePairings(ctx, signedIn(request).user, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.manualPairing.remove, {
      tags,
      summary: 'Remove a board (without a result) or a bye from the current round',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Pairing removed'),
      data: await removePairing(ctx, signedIn(request).user, request.body, request.locale),
    }),
  });
};
