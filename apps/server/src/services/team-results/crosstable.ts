import type { CrosstableCell, TeamCrosstable } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { cachedTeamEvent } from '../core/standings/team-cache.js';
import { pairedRounds, type TeamEventResults } from '../core/standings/team-event.js';
import { rankTeams } from '../core/standings/team-standings.js';
import { countedTeamRounds } from '@kingside/engine';
import { namesOf } from '../core/standings/team-names.js';

/** The team crosstable: teams in ranking order, each paired round's match (opponent, colour, game and match points). */
export async function teamCrosstable(ctx: AppContext, tournamentId: string): Promise<TeamCrosstable> {
  const event = await cachedTeamEvent(ctx, tournamentId);
  const names = namesOf(event);
  const rounds = pairedRounds(event);
  return {
    rounds,
    rows: rankTeams(event, countedTeamRounds(event.histories)).map(({ row, matchPoints, gamePoints }) => ({
      rank: row.rank,
      team: names.teamRef(names.teamByNumber(row.team)!),
      matchPoints,
      gamePoints,
      cells: teamCells(event, row.team, rounds),
    })),
  };
}

/** One team's rounds 1..rounds as the crosstable and the team's page show them. */
export function teamCells(event: TeamEventResults, team: number, rounds: number): CrosstableCell[] {
  const history = event.histories.get(team) ?? [];
  const teamId = event.teamData.teams.find((t) => t.pairingNumber === team)?.id;
  const numberOf = new Map(event.teamData.teams.map((t) => [t.id, t.pairingNumber]));
  return Array.from({ length: rounds }, (_, r): CrosstableCell => {
    const own = history[r];
    if (!own || own.kind === 'absent') {
      // Paired but no board yet (the lineups are not published): the match is to come.
      const roundId = event.data.rounds.find((row) => row.number === r + 1)?.id;
      const m = event.teamData.matches.find((row) => row.roundId === roundId && (row.whiteTeamId === teamId || row.blackTeamId === teamId));
      const opponentId = m === undefined ? null : m.whiteTeamId === teamId ? m.blackTeamId : m.whiteTeamId;
      const opponent = opponentId === null ? null : (numberOf.get(opponentId) ?? null);
      return { round: r + 1, kind: m ? 'pending' : 'absent', opponent, colour: null, gamePointsFor: 0, gamePointsAgainst: null, matchPoints: 0 };
    }
    const theirs = own.opponent === null ? undefined : event.histories.get(own.opponent)?.[r];
    return {
      round: r + 1,
      kind: own.pending ? 'pending' : own.kind,
      opponent: own.opponent,
      colour: own.colour,
      gamePointsFor: own.gamePoints,
      gamePointsAgainst: theirs === undefined ? null : theirs.gamePoints,
      matchPoints: own.matchPoints,
    };
  });
}
