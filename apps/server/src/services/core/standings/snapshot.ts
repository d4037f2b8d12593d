import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection.js';
import { games, ratedPlayers, rounds, tournaments } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { notDeleted } from '../access.js';
import { boardColumns, loadTournamentData, type TournamentData } from '../engine-model.js';
import type { KFactors } from './compute.js';

/** What the standings of a tournament are computed from: its data and its players' K-factors. Never changed once read. */
export interface Snapshot {
  data: TournamentData;
  kFactors: KFactors;
}

/** The tournament read whole, with the K-factors of its players from the imported FIDE list. */
export async function readWhole(db: Db, tournamentId: string): Promise<Snapshot> {
  const data = await loadTournamentData(db, tournamentId);
  const fideIds = data.entries.flatMap((e) => (e.fideId === null ? [] : [e.fideId]));
  const kFactors: KFactors = new Map();
  if (fideIds.length > 0) {
    const column = { standard: ratedPlayers.standardK, rapid: ratedPlayers.rapidK, blitz: ratedPlayers.blitzK }[data.tournament.ratingType];
    for (const row of await db.select({ fideId: ratedPlayers.fideId, k: column }).from(ratedPlayers).where(inArray(ratedPlayers.fideId, fideIds))) {
      if (row.k !== null) kFactors.set(row.fideId, row.k);
    }
  }
  return { data, kFactors };
}

/**
 * The tournament after results of `changed` rounds were entered, from `previous`: the tournament and round rows
 * (a result may score a round) and the boards of those rounds are read again, the players and every other
 * round's boards kept. A result changes nothing else, so this equals reading the whole tournament; when what
 * was read does not fit `previous` (a round paired or reverted, a player added, whose announcement is still
 * on its way), the whole tournament is read instead.
 */
export async function readResults(db: Db, tournamentId: string, previous: Snapshot, changed: ReadonlySet<number>): Promise<Snapshot> {
  const [tournament] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  if (!tournament) throw notFound('Tournament not found');
  const roundRows = await db.select().from(rounds).where(eq(rounds.tournamentId, tournamentId)).orderBy(asc(rounds.number));
  const before = new Map(previous.data.rounds.map((r) => [r.id, r.number]));
  const reread = roundRows.filter((r) => changed.has(r.number));
  const kept = roundRows.filter((r) => !changed.has(r.number));
  if (kept.some((r) => before.get(r.id) !== r.number) || previous.data.rounds.length !== roundRows.length) return readWhole(db, tournamentId);
  const fresh = reread.length
    ? await db
        .select(boardColumns)
        .from(games)
        .where(
          and(
            eq(games.tournamentId, tournamentId),
            inArray(
              games.roundId,
              reread.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(games.board))
    : [];
  const players = new Set(previous.data.entries.map((e) => e.id));
  if (fresh.some((g) => !players.has(g.whiteId) || (g.blackId !== null && !players.has(g.blackId)))) return readWhole(db, tournamentId);
  const keptIds = new Set(kept.map((r) => r.id));
  const data: TournamentData = {
    ...previous.data,
    tournament,
    rounds: roundRows,
    games: [...previous.data.games.filter((g) => keptIds.has(g.roundId)), ...fresh],
  };
  return { data, kFactors: previous.kFactors };
}
