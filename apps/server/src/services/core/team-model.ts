import { and, asc, eq } from 'drizzle-orm';
import { isSwissSystem, isTeamSystem } from '@kingside/contract';
import type { TeamForfeit, TeamTournament } from '@kingside/engine';
import type { Db, Tx } from '../../db/connection.js';
import { lineups, matches, teamMembers, teams, tournaments } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { notDeleted, type TournamentRow } from './access.js';
import { toEngine, type TournamentData } from './engine-model.js';
import { words } from './languages/message.js';

// Where a team event's rows become the engine's TeamTournament: the board games are the individual tournament
// (engine-model.ts), the teams group its entries into rosters, and the matches' whole-match forfeits are the
// team records. Team pairing, team standings, board standings and the team TRF all start from here.

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;
export type LineupRow = typeof lineups.$inferSelect;

/** A team event's tournament: a team system, with its boards per match. */
export type TeamEvent = TournamentRow & { boardsPerMatch: number };

/** The tournament as a team event; 409 for an individual one, which has no teams, lineups or matches. */
export function asTeamEvent(t: TournamentRow): TeamEvent {
  if (!isTeamSystem(t.system) || t.boardsPerMatch === null)
    throw conflict(words('{tournament} is not a team event: it has players, not teams', { tournament: t.name }));
  return t as TeamEvent;
}

/**
 * Teams come in as players do: a team Swiss takes late teams until its last round is paired, a round robin none once
 * round 1 is. The rule for a team the organiser enters and for a registered team whose fee they confirm paid alike.
 */
export function checkTakesTeams(t: TeamEvent): void {
  if (t.finishedAt) throw conflict('The tournament has finished; its teams can no longer change');
  if (!isSwissSystem(t.system) && t.currentRound > 0) throw conflict('A team round robin takes no teams once round 1 is paired; revert round 1 first');
  if (t.currentRound >= t.totalRounds)
    throw conflict(words('All {rounds} rounds are paired; a late team would have no round to play', { rounds: t.totalRounds }));
}

/** The tournament (locked with `lock`, so its changes happen one at a time) as a team event; 404 for none, 409 for an individual one. */
export async function loadTeamEvent(db: Db | Tx, id: string, { lock = false } = {}): Promise<TeamEvent> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, id), notDeleted));
  const [t] = lock ? await query.for('update') : await query;
  if (!t) throw notFound('Tournament not found');
  return asTeamEvent(t);
}

/** One team of the tournament (locked with `lock`); 404 for a team of another tournament or none. */
export async function teamOf(db: Db | Tx, t: Pick<TournamentRow, 'id'>, teamId: string, { lock = false } = {}): Promise<TeamRow> {
  const query = db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.tournamentId, t.id)));
  const [team] = lock ? await query.for('update') : await query;
  if (!team) throw notFound('Team not found in this tournament');
  return team;
}

export interface TeamData {
  /** By team pairing number. */
  teams: TeamRow[];
  /** By team, then roster position. */
  members: TeamMemberRow[];
  /** By round (its id), then table. */
  matches: MatchRow[];
}

export async function loadTeamData(db: Db | Tx, tournamentId: string): Promise<TeamData> {
  const teamRows = await db.select().from(teams).where(eq(teams.tournamentId, tournamentId)).orderBy(asc(teams.pairingNumber));
  const memberRows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.tournamentId, tournamentId))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.position));
  const matchRows = await db.select().from(matches).where(eq(matches.tournamentId, tournamentId)).orderBy(asc(matches.roundId), asc(matches.tableNumber));
  return { teams: teamRows, members: memberRows, matches: matchRows };
}

/** Each team's roster, entry ids in board order. */
export function rostersOf(teamData: Pick<TeamData, 'members'>): Map<string, string[]> {
  const rosters = new Map<string, string[]>();
  for (const m of teamData.members) rosters.set(m.teamId, [...(rosters.get(m.teamId) ?? []), m.entryId]);
  return rosters;
}

/**
 * The event as the engine reads it. Registrations awaiting their fee are not in `data.entries`, so they are left
 * out of the rosters too; a match forfeited as a whole is a TRF-2026 330 record of its round.
 */
export function toTeamEngine(data: TournamentData, teamData: TeamData): TeamTournament {
  const t = data.tournament;
  if (t.boardsPerMatch === null || t.teamScoring === null) throw new Error(`Tournament ${t.id} is not a team event`);
  const startNumberOf = new Map(data.entries.map((e) => [e.id, e.pairingNumber]));
  const rosters = rostersOf(teamData);
  const numberOfTeam = new Map(teamData.teams.map((team) => [team.id, team.pairingNumber]));
  const roundOf = new Map(data.rounds.map((r) => [r.id, r.number]));
  const teamForfeits: TeamForfeit[] = teamData.matches
    .filter((m) => m.forfeit !== null && m.blackTeamId !== null)
    .map((m) => ({
      round: roundOf.get(m.roundId) as number,
      white: numberOfTeam.get(m.whiteTeamId) as number,
      black: numberOfTeam.get(m.blackTeamId as string) as number,
      winner: m.forfeit as TeamForfeit['winner'],
    }));
  return {
    tournament: toEngine(data),
    teams: teamData.teams.map((team) => ({
      pairingNumber: team.pairingNumber,
      name: team.name,
      shortName: team.shortName,
      roster: (rosters.get(team.id) ?? []).flatMap((id) => {
        const n = startNumberOf.get(id);
        return n === undefined ? [] : [n];
      }),
    })),
    boards: t.boardsPerMatch,
    scoring: t.teamScoring,
    teamForfeits,
    teamByes: [],
    teamAccelerations: [],
    forbiddenTeamPairs: [],
  };
}
