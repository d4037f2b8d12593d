import type { CreateLichessTournament, LichessTeam, RatingType } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { lichessTournaments } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict } from '../../http/errors.js';
import type { LichessRefused } from '../../integrations/lichess/errors.js';
import type { UserRow } from '../core/sessions.js';
import { createTournament } from '../tournaments/tournaments.js';
import { connectedLichess } from './connect.js';
import { askLichess, lichessMessage, lichessOf } from './lichess.js';
import { words } from '../core/languages/message.js';

/** The connected organiser's lichess teams (GET /api/team/of/{username}), those they lead first. */
export async function lichessTeams(ctx: AppContext, user: UserRow): Promise<{ lichess_username: string; teams: LichessTeam[] }> {
  const connection = await connectedLichess(ctx, user, 'team:read');
  const teams = await askLichess(ctx, () => lichessOf(ctx).teamsOf(connection.lichessUsername, connection.token), lichessFailure);
  const leads = (team: (typeof teams)[number]) => [team.leader, ...(team.leaders ?? [])].some((leader) => leader?.id === connection.lichessId);
  return {
    lichess_username: connection.lichessUsername,
    teams: teams
      .map((team) => ({ id: team.id, name: team.name, nbMembers: team.nbMembers ?? null, leader: leads(team) }))
      .sort((a, b) => Number(b.leader) - Number(a.leader)),
  };
}

function lichessFailure(error: LichessRefused): ApiFailure {
  if (error.status === 401) return conflict('Lichess no longer accepts your connection (the token was revoked or has expired): connect lichess again');
  return new ApiFailure(502, words('Lichess refused: {reason}', { reason: lichessMessage(error) }));
}

/** Lichess's form fields, named as Kingside's, so its refusals point at the organiser's field. */
const fieldNames: Record<string, string> = {
  name: 'name',
  'clock.limit': 'clockLimit',
  clockTime: 'clockLimit',
  'clock.increment': 'clockIncrement',
  clockIncrement: 'clockIncrement',
  nbRounds: 'rounds',
  minutes: 'minutes',
  roundInterval: 'roundInterval',
  startsAt: 'startsAt',
  startDate: 'startsAt',
  rated: 'rated',
  variant: 'variant',
  description: 'description',
  password: 'password',
  'conditions.minRating.rating': 'minRating',
  'conditions.nbRatedGame.nb': 'minRatedGames',
  'conditions.teamMember.teamId': 'teamId',
};

/**
 * Lichess's 400 as the organiser's: its Error object's text ("field: message" lines) or fields and
 * messages, each named as the form's field; the first field goes with the answer.
 */
export function refusedTournament(error: LichessRefused): ApiFailure {
  if (error.status === 401) return lichessFailure(error);
  if (error.status === 403 || error.status === 404)
    return badRequest(words('{field}: {problem}', { field: 'teamId', problem: lichessMessage(error) }), 'teamId');
  if (error.status !== 400) return lichessFailure(error);
  const entries =
    typeof error.error === 'string'
      ? error.error.split('\n').map((line) => {
          const m = /^([\w.]+):\s*(.*)$/.exec(line.trim());
          return m && m[1] in fieldNames ? ([m[1], m[2]] as const) : ([undefined, line.trim()] as const);
        })
      : Object.entries((error.error ?? {}) as Record<string, unknown>).map(
          ([field, messages]) => [field, Array.isArray(messages) ? messages.join(', ') : String(messages)] as const,
        );
  const named = entries.map(([field, message]) => (field ? `${fieldNames[field] ?? field}: ${message}` : message));
  const first = entries.find(([field]) => field !== undefined)?.[0];
  return badRequest(words('Lichess refused the tournament — {reasons}', { reasons: named.join('; ') }), first ? (fieldNames[first] ?? first) : undefined);
}

/** FIDE's rapid/blitz/standard by the time a 60-move game takes on that clock. */
export function ratingTypeOf(limit: number, increment: number): RatingType {
  const minutes = (limit + 60 * increment) / 60;
  return minutes <= 10 ? 'blitz' : minutes < 60 ? 'rapid' : 'standard';
}

export const clockText = (limit: number, increment: number) => `${limit % 60 === 0 ? limit / 60 : (limit / 60).toFixed(2)}+${increment}`;

/**
 * create-lichess-tournament: a team Swiss or an Arena on lichess, then a Kingside tournament that
 * mirrors it (the lichess id and address kept with it).
 */
export async function createLichessTournament(ctx: AppContext, user: UserRow, body: CreateLichessTournament) {
  const connection = await connectedLichess(ctx, user, 'tournament:write');
  const client = lichessOf(ctx);
  const startsAt = body.startsAt ? new Date(body.startsAt).getTime() : undefined;
  if (startsAt !== undefined && startsAt <= ctx.clock().getTime()) throw badRequest('startsAt: the start must be in the future', 'startsAt');
  const common = {
    name: body.name,
    rated: body.rated,
    variant: body.variant,
    description: body.description,
    password: body.password,
    'conditions.minRating.rating': body.minRating,
    'conditions.nbRatedGame.nb': body.minRatedGames,
  };
  const created =
    body.kind === 'swiss'
      ? await askLichess(
          ctx,
          () =>
            client.createSwiss(connection.token, body.teamId!, {
              ...common,
              'clock.limit': body.clockLimit,
              'clock.increment': body.clockIncrement,
              nbRounds: body.rounds,
              roundInterval: body.roundInterval,
              startsAt,
            }),
          refusedTournament,
        ).then((swiss) => ({ id: swiss.id, path: `/swiss/${swiss.id}`, rounds: swiss.nbRounds }))
      : await askLichess(
          ctx,
          () =>
            client.createArena(connection.token, {
              ...common,
              clockTime: body.clockLimit / 60,
              clockIncrement: body.clockIncrement,
              minutes: body.minutes,
              startDate: startsAt,
              'conditions.teamMember.teamId': body.teamMembersOnly ? body.teamId : undefined,
            }),
          refusedTournament,
        ).then((arena) => ({ id: arena.id, path: `/tournament/${arena.id}`, rounds: 0 }));
  const lichessUrl = `${client.baseUrl}${created.path}`;
  const startDate = startsAt !== undefined ? new Date(startsAt).toISOString().slice(0, 10) : undefined;
  const tournament = await createTournament(ctx, user, {
    name: body.name,
    // Lichess pairs its Swiss by the Dutch system; an Arena has no rounds to pair.
    system: 'dutch',
    rounds: created.rounds,
    startDate,
    endDate: body.kind === 'arena' ? startDate : undefined,
    timeControl: `${clockText(body.clockLimit, body.clockIncrement)} on lichess`,
    ratingType: ratingTypeOf(body.clockLimit, body.clockIncrement),
    ratingMethod: 'fide',
    unratedRatingMethod: 'none',
    acceleration: 'none',
  });
  await ctx.db.insert(lichessTournaments).values({
    tournamentId: tournament.id,
    kind: body.kind,
    lichessId: created.id,
    lichessUrl,
    teamId: body.teamId ?? null,
    createdBy: user.id,
    createdAt: ctx.clock(),
  });
  return { tournament_id: tournament.id, lichess_id: created.id, lichess_url: lichessUrl, kind: body.kind };
}
