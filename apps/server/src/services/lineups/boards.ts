import { boardColour } from '@kingside/engine';
import type { games } from '../../db/schema/index.js';
import type { MatchRow } from '../core/team-model.js';

export type NewBoard = Omit<typeof games.$inferInsert, 'roundId' | 'tournamentId'>;

/**
 * The boards of a match from its two lineups (entry ids, board 1 first). Board k pairs the k-th players; the engine
 * gives the colours (the team with white on board 1 has white there, the boards alternate). A board one team left
 * empty is won by forfeit by the player present; one both left empty is no board. The pairing-allocated bye gives
 * each of the team's players a pairing-allocated bye. Board numbers run through the round table by table (table t
 * has boards (t - 1)·N + 1 to t·N), so a match's boards can be made again without moving any other match's.
 */
export function boardsOfMatch(match: MatchRow, whiteLineup: readonly string[], blackLineup: readonly string[], boards: number): NewBoard[] {
  const first = (match.tableNumber - 1) * boards;
  const rows: NewBoard[] = [];
  for (let k = 1; k <= boards; k++) {
    const ours = whiteLineup[k - 1];
    const theirs = blackLineup[k - 1];
    const board = first + k;
    if (match.blackTeamId === null) {
      if (ours !== undefined) rows.push({ board, whiteId: ours, blackId: null, kind: 'pairing_bye', matchId: match.id });
    } else if (ours !== undefined && theirs !== undefined) {
      const white = boardColour(k, 'w') === 'w';
      rows.push({ board, whiteId: white ? ours : theirs, blackId: white ? theirs : ours, kind: 'game', matchId: match.id });
    } else if (ours !== undefined || theirs !== undefined) {
      rows.push({ board, whiteId: ours ?? theirs, blackId: null, kind: 'forfeit_win', matchId: match.id });
    }
  }
  return rows;
}
