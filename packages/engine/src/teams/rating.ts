import type { Player } from '../model.js';
import type { Team } from './model.js';

/**
 * A team's rating: the average rating of the first `boards` players of its roster, the boards a full lineup
 * plays (the roster is in board order). An unrated player (rating 0) is left out of the average rather than
 * counted as 0, so a team is not ranked below its rated strength for fielding a newcomer; a team with no rated
 * player on those boards has rating 0.
 */
export function teamRating(team: Team, players: readonly Player[], boards: number): number {
  const byNumber = new Map(players.map((p) => [p.startNumber, p]));
  const ratings = team.roster
    .slice(0, boards)
    .map((n) => byNumber.get(n)?.rating ?? 0)
    .filter((r) => r > 0);
  return ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
}
