import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type CheckInSheet, type MyCheckIn } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { closeCheckIn, openCheckIn, saveCheckInSettings, viewCheckIn } from '../services/check-in/manage.js';
import { myCheckIn, setBye, setCheckIn } from '../services/check-in/player.js';
import { words, type Words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

const tags = ['check-in'];

const inOrOut = (sheet: CheckInSheet): Words => {
  const checkedIn = sheet.players.filter((p) => p.status === 'in').length;
  const playing = sheet.players.filter((p) => p.status === 'in' || p.status === 'out').length;
  return words('{checkedIn} of {playing} checked in', { checkedIn, playing });
};
const mine = (view: MyCheckIn): Words => {
  const { name } = view;
  const round = view.window?.round;
  if (round === undefined) return words('{name} has no round left to check in for', { name });
  if (view.markedAbsent) return words('{name} is absent from round {round}: not paired, a zero-point bye', { name, round });
  if (!view.required) return words('{name} is to be paired in round {round}', { name, round });
  return view.checkedIn ? words('{name} is checked in for round {round}', { name, round }) : words('{name} is not checked in', { name });
};

/** Check-in before each round and half-point byes from the phone, under /api/tournament (issues 15 and 17). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.checkIn.sheet, { tags, summary: "The next round's check-in: settings, state, every player in or not" }),
    handler: async (request) => {
      const data = await viewCheckIn(ctx, signedIn(request).user, request.params.id);
      return { message: say(request.locale, inOrOut(data)), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkIn.settings, {
      tags,
      summary: 'Whether players must check in, when the round schedule opens and closes it, how many half-point byes a player may ask for',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Check-in settings saved'),
      data: await saveCheckInSettings(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.checkIn.open, {
      tags,
      summary: "Open the next round's check-in (closing by itself at closesAt, if given)",
    }),
    handler: async (request) => {
      const data = await openCheckIn(ctx, signedIn(request).user, request.params.id, request.body.closesAt);
      return { message: say(request.locale, words('Check-in for round {round} is open', { round: data.window?.round ?? '' })), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkIn.close, {
      tags,
      summary: "Close the next round's check-in: players not checked in are absent from the round (not paired, zero-point bye)",
    }),
    handler: async (request) => {
      const data = await closeCheckIn(ctx, signedIn(request).user, request.params.id);
      return {
        message: say(request.locale, words('Check-in for round {round} closed: {count}', { round: data.window?.round ?? '', count: inOrOut(data) })),
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkIn.mine, { tags, summary: "The signed-in player's own check-in and byes in the tournament" }),
    handler: async (request) => {
      const data = await myCheckIn(ctx, signedIn(request).user, request.params.id);
      return { message: say(request.locale, mine(data)), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkIn.checkIn, {
      tags,
      summary:
        "Check a player in or out for the next round: the player themselves (their own entry only) while check-in is open, or the tournament's arbiter before pairing; " +
        'without check-in, the arbiter marks a player absent from the next round (present false: not paired, a zero-point bye) or back',
    }),
    handler: async (request) => {
      const data = await setCheckIn(ctx, signedIn(request).user, request.params.entryId, request.body.present);
      return { message: say(request.locale, mine(data)), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkIn.bye, {
      tags,
      summary:
        "Ask for or cancel a half-point bye in a round not paired yet: the player (their own entry, up to the tournament's limit) or the arbiter " +
        '(beyond the limit in FIDE mode only with `confirmation: confirmed`: warning level 3, 409 without it)',
    }),
    handler: async (request) => {
      const { round, requested } = request.body;
      const data = await setBye(ctx, signedIn(request).user, request.params.entryId, request.body);
      // Only the arbiter can go past the limit, and the answer says so: a bye beyond it is never granted silently.
      const beyond = data.byeRounds.length > data.halfPointByeLimit;
      const values = { round, name: data.name, limit: data.halfPointByeLimit };
      const message = !requested
        ? words('No bye in round {round} for {name}', values)
        : beyond
          ? words("Half-point bye in round {round} for {name}, beyond the tournament's limit of {limit} for players", values)
          : words('Half-point bye in round {round} for {name}', values);
      return { message: say(request.locale, message), data };
    },
  });
};
