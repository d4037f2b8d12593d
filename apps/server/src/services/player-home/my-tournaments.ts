import { and, eq, inArray } from 'drizzle-orm';
import { performanceRating, ratingChangeOverPeriods, ratingInRound, type GameInRound, type RatingFromRound } from '@kingside/engine';
import { isTeamSystem, type HomeGame, type MyTournament, type MyTournaments, type NextGame, type PlayerDetails, type RatingType } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, entryRoundRatings, playerFeedbacks, ratedPlayers, rounds, tournaments } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { awaitingPayment } from '../core/entry-fees.js';
import { playerDetails } from '../core/players.js';
import { cachedRanking } from '../core/standings/standings.js';
import { cachedTeamEvent } from '../core/standings/team-cache.js';
import { roundMatchesOf } from '../core/standings/team-matches.js';
import { namesOf } from '../core/standings/team-names.js';
import { notDeleted, type TournamentRow } from '../core/access.js';
import { resultCodes, type EntryRow, type RoundRow } from '../core/engine-model.js';
import { stateOf } from '../core/tournament-summary.js';

/** The player's score of a board for the rating: 1, ½ or 0 over the board; undefined for forfeits and unfinished games. */
const ratedScores: Partial<Record<string, number>> = { '1': 1, '=': 0.5, '0': 0 };

type CardRound = PlayerDetails['rounds'][number];
type RatingFromRoundOf = RatingFromRound & { entryId: string };

function ratedScore(round: CardRound): number | undefined {
  if (round.kind !== 'game' || round.result === null || round.opponent === null) return undefined;
  const [white, black] = resultCodes(round.result as Parameters<typeof resultCodes>[0]);
  return ratedScores[round.colour === 'w' ? white : black];
}

/** The K-factor of each FIDE id on the imported list, for the tournament's rating type (B.02 8.3.3). */
async function kFactors(ctx: AppContext, wanted: { fideId: number; ratingType: RatingType }[]): Promise<Map<string, number>> {
  const ids = [...new Set(wanted.map((w) => w.fideId))];
  const found = new Map<string, number>();
  if (ids.length === 0) return found;
  const rows = await ctx.db
    .select({ fideId: ratedPlayers.fideId, standard: ratedPlayers.standardK, rapid: ratedPlayers.rapidK, blitz: ratedPlayers.blitzK })
    .from(ratedPlayers)
    .where(inArray(ratedPlayers.fideId, ids));
  for (const row of rows) {
    for (const type of ['standard', 'rapid', 'blitz'] as const) {
      const k = row[type];
      if (k !== null) found.set(`${row.fideId}:${type}`, k);
    }
  }
  return found;
}

/**
 * The rounds so far with each rated game's change (W − We) × K, the event's change, and the performance rating: the
 * engine's FIDE arithmetic (B.02 8.1.1, 8.3), over games played over the board against rated opponents (forfeits,
 * byes and unrated opponents do not count). Ratings entered per round (a new list during the event) split the
 * event into rating periods, each rated with its own ratings and rounded on its own.
 */
function rated(entry: EntryRow, card: CardRound[], k: number | undefined, roundRatings: RatingFromRoundOf[]) {
  const changesOf = new Map<string, RatingFromRound[]>();
  for (const r of roundRatings) changesOf.set(r.entryId, [...(changesOf.get(r.entryId) ?? []), r]);
  const own = changesOf.get(entry.id) ?? [];
  const counted = card.flatMap((round) => {
    const score = ratedScore(round);
    const opponentRating = round.opponent ? ratingInRound(round.opponent.rating, changesOf.get(round.opponent.uuid) ?? [], round.round) : 0;
    return score === undefined || opponentRating <= 0 ? [] : [{ round: round.round, opponentRating, score } satisfies GameInRound];
  });
  const change =
    (entry.rating > 0 || own.some((c) => c.rating > 0)) && k !== undefined && counted.length > 0
      ? ratingChangeOverPeriods(
          entry.rating,
          own,
          k,
          counted,
          roundRatings.map((r) => r.fromRound),
        )
      : undefined;
  const perGame = new Map(change?.periods.flatMap((p) => p.games.map((g, i) => [p.rounds[i], g.change] as const)));
  const games: HomeGame[] = card.map((round) => ({ ...round, ratingChange: perGame.get(round.round) ?? null }));
  return {
    games,
    ratingChange: change?.change ?? null,
    performance: performanceRating(
      counted.map((c) => c.opponentRating),
      counted.reduce((sum, c) => sum + c.score, 0),
    ),
  };
}

/** The player's board of the round under way while it has no result (a bye until the round is scored). */
function nextGameOf(t: TournamentRow, card: CardRound[], roundRows: RoundRow[]): NextGame | null {
  const current = roundRows.find((r) => r.number === t.currentRound);
  if (!current || current.state === 'scored' || t.finishedAt) return null;
  const round = card.find((r) => r.round === t.currentRound);
  if (!round || (round.kind === 'game' && round.result !== null)) return null;
  const scheduled = t.roundSchedule.find((s) => s.round === round.round)?.startsAt;
  const startsAt = current.startedAt?.toISOString() ?? (scheduled ? new Date(scheduled).toISOString() : null);
  return {
    round: round.round,
    board: round.board,
    kind: round.kind,
    colour: round.colour,
    opponent: round.opponent,
    startsAt,
    started: current.startedAt !== null,
    teamMatch: null,
  };
}

/** The player's match of the round under way in a team event: their team, the opposing one, the table and their board. */
async function teamMatchOf(ctx: AppContext, t: TournamentRow, entryId: string, round: number): Promise<NextGame['teamMatch']> {
  if (!isTeamSystem(t.system)) return null;
  const event = await cachedTeamEvent(ctx, t.id);
  const team = namesOf(event).teamOfEntry(entryId);
  if (!team) return null;
  for (const m of roundMatchesOf(event, round).matches) {
    const board = m.boards.find((b) => b.white?.entryId === entryId || b.black?.entryId === entryId);
    if (!board) continue;
    const [own, other] = m.white.id === team.id ? [m.white, m.black] : [m.black ?? m.white, m.white];
    const ref = ({ id, pairingNumber, name, shortName }: typeof m.white) => ({ id, pairingNumber, name, shortName });
    return { team: ref(own), opponentTeam: other === null ? null : ref(other), table: m.table, board: board.board };
  }
  return null;
}

async function withTeamMatch(ctx: AppContext, t: TournamentRow, entryId: string, next: NextGame | null): Promise<NextGame | null> {
  return next === null ? null : { ...next, teamMatch: await teamMatchOf(ctx, t, entryId, next.round) };
}

async function rankOf(ctx: AppContext, t: TournamentRow, entryId: string): Promise<number | null> {
  if (t.currentRound === 0) return null;
  const { standings } = await cachedRanking(ctx, t.id, t.currentRound);
  if (standings.counted === 0) return null;
  return standings.rows.find((row) => row.uuid === entryId)?.rank ?? null;
}

async function myTournament(
  ctx: AppContext,
  t: TournamentRow,
  entry: EntryRow,
  unpaid: boolean,
  k: number | undefined,
  feedback: string | null,
): Promise<MyTournament> {
  const roundRows = await ctx.db.select().from(rounds).where(eq(rounds.tournamentId, t.id));
  const state = stateOf(t, roundRows.find((r) => r.number === t.currentRound)?.state ?? null);
  const base = {
    tournament: {
      id: t.id,
      name: t.name,
      state,
      currentRound: t.currentRound,
      rounds: t.totalRounds,
      startDate: t.startDate,
      endDate: t.endDate,
      venue: t.venue,
      city: t.city,
    },
    uuid: entry.id,
    pairingNumber: entry.pairingNumber,
    rating: entry.rating,
    withdrawn: entry.withdrawn,
    kFactor: k ?? null,
    feedback,
  };
  // A registration waiting for its fee is no participant yet: nothing is paired or scored for it.
  if (unpaid) return { ...base, awaitingPayment: true, points: 0, rank: null, nextGame: null, games: [], ratingChange: null, performance: null };
  const card = await playerDetails(ctx, entry.id);
  const roundRatings = await ctx.db
    .select({ entryId: entryRoundRatings.entryId, fromRound: entryRoundRatings.fromRound, rating: entryRoundRatings.rating })
    .from(entryRoundRatings)
    .where(eq(entryRoundRatings.tournamentId, t.id));
  return {
    ...base,
    awaitingPayment: false,
    points: card.points,
    rank: await rankOf(ctx, t, entry.id),
    nextGame: await withTeamMatch(ctx, t, entry.id, nextGameOf(t, card.rounds, roundRows)),
    ...rated(entry, card.rounds, k, roundRatings),
  };
}

const byStart = (a: MyTournament, b: MyTournament) => (a.tournament.startDate ?? '9999').localeCompare(b.tournament.startDate ?? '9999');

/** The signed-in account's own entries (entries.user_id), in tournaments that are not deleted: only its own data. */
export async function myTournaments(ctx: AppContext, user: UserRow): Promise<MyTournaments> {
  const rows = await ctx.db
    .select({ entry: entries, tournament: tournaments })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(eq(entries.userId, user.id), notDeleted));
  const ks = await kFactors(
    ctx,
    rows.flatMap(({ entry, tournament }) => (entry.fideId === null ? [] : [{ fideId: entry.fideId, ratingType: tournament.ratingType }])),
  );
  const feedbackRows =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ entryId: playerFeedbacks.entryId, text: playerFeedbacks.text })
          .from(playerFeedbacks)
          .where(
            inArray(
              playerFeedbacks.entryId,
              rows.map((r) => r.entry.id),
            ),
          );
  const feedbackOf = new Map(feedbackRows.map((f) => [f.entryId, f.text]));
  const home: MyTournaments = { upcoming: [], running: [], past: [] };
  const finishedAt = new Map<string, number>();
  for (const { entry, tournament: t } of rows) {
    const unpaid = (await awaitingPayment(ctx.db, t.id)).has(entry.id);
    const k = entry.fideId === null ? undefined : ks.get(`${entry.fideId}:${t.ratingType}`);
    const mine = await myTournament(ctx, t, entry, unpaid, k, feedbackOf.get(entry.id) ?? null);
    if (t.finishedAt) finishedAt.set(t.id, t.finishedAt.getTime());
    (t.finishedAt ? home.past : t.currentRound > 0 ? home.running : home.upcoming).push(mine);
  }
  home.upcoming.sort(byStart);
  home.running.sort(byStart);
  home.past.sort((a, b) => (finishedAt.get(b.tournament.id) ?? 0) - (finishedAt.get(a.tournament.id) ?? 0));
  return home;
}
