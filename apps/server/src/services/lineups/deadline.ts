import type { TournamentRow } from '../core/access.js';

/**
 * When captains can no longer set round `round`'s lineups: the tournament's lineup deadline (minutes) before the
 * round's scheduled start. Null when there is none (no minutes set, or no start scheduled for the round): captains
 * may then change their lineups until the arbiter publishes them.
 */
export function lineupDeadline(t: Pick<TournamentRow, 'lineupDeadlineMinutes' | 'roundSchedule'>, round: number): Date | null {
  if (t.lineupDeadlineMinutes === null) return null;
  const scheduled = t.roundSchedule.find((r) => r.round === round);
  if (!scheduled) return null;
  return new Date(Date.parse(scheduled.startsAt) - t.lineupDeadlineMinutes * 60_000);
}
