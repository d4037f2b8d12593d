import type { TeamLineup } from '@kingside/contract';

/** A match of the round as the arbiter's lineup list shows it: the team with white on board 1 first; a bye alone. */
export interface LineupMatch {
  matchId: string;
  table: number;
  white: TeamLineup;
  /** Null: the white team's pairing-allocated bye. */
  black: TeamLineup | null;
  forfeit: 'white' | 'black' | 'none' | null;
}

/** The round's lineups (one per team) grouped into its matches, by table. */
export function matchesOfLineups(teams: readonly TeamLineup[]): LineupMatch[] {
  const byMatch = new Map<string, TeamLineup[]>();
  for (const team of teams) byMatch.set(team.pairing.matchId, [...(byMatch.get(team.pairing.matchId) ?? []), team]);
  return [...byMatch.entries()]
    .map(([matchId, sides]) => {
      const white = sides.find((s) => s.pairing.kind === 'bye' || s.pairing.colourOnBoard1 === 'white') ?? sides[0];
      const black = sides.find((s) => s !== white) ?? null;
      return {
        matchId,
        table: white.pairing.table,
        white,
        black,
        forfeit: white.pairing.kind === 'match' ? white.pairing.forfeit : null,
      };
    })
    .sort((a, b) => a.table - b.table);
}
