import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { teamCrosstable } from '../services/team-results/crosstable.js';
import { roundMatches } from '../services/team-results/round-matches.js';
import { boardStandingsList, teamStandings } from '../services/team-results/standings.js';
import { teamCard } from '../services/team-results/team-card.js';
import { say } from '../services/core/languages/say.js';
import { words } from '../services/core/languages/message.js';

const tags = ['teams'];

/** What a team event shows, under /api/tournament: public, public data only; 409 for an individual event. */
export const teamResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.teamResults.roundMatches, {
      tags,
      summary:
        "A round's matches by table: both teams with their match and game points before the round, or the team given the pairing-allocated bye; " +
        'the match result and a whole-match forfeit; once the lineups are published, each board with its players, game id and result. 404 for a round not paired',
    }),
    handler: async (request) => {
      const { id, round } = request.params;
      return { message: say(request.locale, words("Round {round}'s matches", { round })), data: await roundMatches(ctx, id, round) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.teamResults.standings, {
      tags,
      summary:
        'Team standings after a round (default: the last with all its results): rank, matches played, match and game points and each team tie-break ' +
        '(FIDE C.07), with the tie-breaks named and explained and how teams still tied were ordered',
    }),
    handler: async (request) => ({ message: say(request.locale, 'Team standings'), data: await teamStandings(ctx, request.params.id, request.query.round) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teamResults.crosstable, {
      tags,
      summary: 'The team crosstable: teams in ranking order, and each round’s opponent, colour, game points for and against and match points',
    }),
    handler: async (request) => ({ message: say(request.locale, 'Team crosstable'), data: await teamCrosstable(ctx, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teamResults.boardStandings, {
      tags,
      summary:
        'Board standings, board by board: players ranked by performance rating, then percentage, with their games; minGames leaves out players ' +
        'with fewer games played over the board at that board',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Board standings'),
      data: await boardStandingsList(ctx, request.params.id, request.query.minGames),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.teamResults.teamCard, {
      tags,
      summary: "A team's page: its roster in board order with each player's board, opponent, colour and result round by round, and the team's matches",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Team'), data: await teamCard(ctx, request.params.id, request.params.teamId) }),
  });
};
