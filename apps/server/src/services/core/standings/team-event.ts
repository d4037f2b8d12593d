import { and, eq, isNotNull } from 'drizzle-orm';
import { teamHistories, type TeamRound, type TeamTournament } from '@kingside/engine';
import type { Db, Tx } from '../../../db/connection.js';
import { games } from '../../../db/schema/index.js';
import { loadTournamentData, type TournamentData } from '../engine-model.js';
import { asTeamEvent, loadTeamData, toTeamEngine, type TeamData } from '../team-model.js';

/**
 * A team event read once for everything it shows: the rows, the engine's TeamTournament over them and each team's
 * rounds (match and game points, from the board games). Team standings, the crosstable, board standings, a round's
 * matches, team pages, and the PDFs and prizes that print them all start from one of these.
 */
export interface TeamEventResults {
  data: TournamentData;
  teamData: TeamData;
  tt: TeamTournament;
  /** Each team's rounds by team pairing number (index r: round r + 1). */
  histories: Map<number, TeamRound[]>;
  /** games.id → matches.id for every board of a match. */
  matchOfGame: Map<string, string>;
}

export async function readTeamEvent(db: Db | Tx, tournamentId: string): Promise<TeamEventResults> {
  const data = await loadTournamentData(db, tournamentId);
  asTeamEvent(data.tournament);
  const teamData = await loadTeamData(db, tournamentId);
  const boards = await db
    .select({ id: games.id, matchId: games.matchId })
    .from(games)
    .where(and(eq(games.tournamentId, tournamentId), isNotNull(games.matchId)));
  const tt = toTeamEngine(data, teamData);
  return {
    data,
    teamData,
    tt,
    histories: teamHistories(tt),
    matchOfGame: new Map(boards.map((b) => [b.id, b.matchId as string])),
  };
}

/** The rounds that have matches (paired), in the order they were paired. */
export function pairedRounds(event: Pick<TeamEventResults, 'data' | 'teamData'>): number {
  const withMatches = new Set(event.teamData.matches.map((m) => m.roundId));
  return event.data.rounds.filter((r) => withMatches.has(r.id)).length;
}
