import { and, eq, isNotNull } from 'drizzle-orm';
import { teamHistories, type TeamRound, type TeamTournament } from '@kingside/engine';
import type { Db, Tx } from '../../../db/connection.js';
import { games } from '../../../db/schema/index.js';
import { loadTournamentData, type TournamentData } from '../engine-model.js';
import { asTeamEvent, loadTeamData, toTeamEngine, type TeamData } from '../team-model.js';
import { teamsNotParticipating } from '../team-participants.js';

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
  // Registered teams that are not participants (awaiting approval or their fee, declined) are no part of the results.
  const registeredOnly = await teamsNotParticipating(db, tournamentId);
  const all = await loadTeamData(db, tournamentId);
  const teamData = {
    ...all,
    teams: all.teams.filter((team) => !registeredOnly.has(team.id)),
    members: all.members.filter((m) => !registeredOnly.has(m.teamId)),
  };
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

const computed = new WeakMap<TeamEventResults, Map<string, unknown>>();

/**
 * What is computed from one reading of the event (its standings, board standings), computed once: a reading never
 * changes, and the cache makes a new one after each change, so every spectator between two changes is answered from
 * one computation. Callers treat the answer as read-only.
 */
export function computedOnce<T>(event: TeamEventResults, key: string, compute: () => T): T {
  let results = computed.get(event);
  if (!results) computed.set(event, (results = new Map<string, unknown>()));
  if (!results.has(key)) results.set(key, compute());
  return results.get(key) as T;
}

/** The rounds that have matches (paired), in the order they were paired. */
export function pairedRounds(event: Pick<TeamEventResults, 'data' | 'teamData'>): number {
  const withMatches = new Set(event.teamData.matches.map((m) => m.roundId));
  return event.data.rounds.filter((r) => withMatches.has(r.id)).length;
}
