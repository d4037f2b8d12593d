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
  return rosterRating(
    team.roster.map((n) => byNumber.get(n)?.rating ?? 0),
    boards,
  );
}

/** The same average over the ratings of a roster in board order (0: unrated). */
export function rosterRating(ratings: readonly number[], boards: number): number {
  const rated = ratings.slice(0, boards).filter((r) => r > 0);
  return rated.length === 0 ? 0 : rated.reduce((a, b) => a + b, 0) / rated.length;
}
