import { t } from '@lingui/core/macro';
import type { PairedMatch, TeamLineup } from '@kingside/contract';

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

/**
 * Each player of a round's boards to their match's heading ("Table 2: Rooks – Knights"), so a list of the round's
 * boards (the score page) shows where each match begins: the boards of a match are consecutive there.
 */
export function matchHeadingsByPlayer(matches: readonly Pick<PairedMatch, 'table' | 'white' | 'black' | 'boards'>[]): Map<string, string> {
  const headings = new Map<string, string>();
  for (const match of matches) {
    if (!match.black) continue;
    const { table } = match;
    const firstTeam = match.white.name;
    const secondTeam = match.black.name;
    const heading = t`Table ${table}: ${firstTeam} – ${secondTeam}`;
    for (const board of match.boards) for (const player of [board.white, board.black]) if (player) headings.set(player.entryId, heading);
  }
  return headings;
}
