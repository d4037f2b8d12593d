import { allocateBoardPrizes, countedTeamRounds, type PrizeResult } from '@kingside/engine';
import { isTeamSystem, type PrizeCategory, type PrizeSharing, type StaticPrizeCategory } from '@kingside/contract';
import type { Tx } from '../../db/connection.js';
import { badRequest } from '../../http/errors.js';
import type { TournamentRow } from '../core/access.js';
import { readTeamEvent } from '../core/standings/team-event.js';

// A team event's prizes are its board prizes: players are ranked per board (score or performance over a minimum
// of games), not in one list, so the individual categories do not apply to it, nor board prizes to an individual event.

export const isTeamEvent = (t: Pick<TournamentRow, 'system'>) => isTeamSystem(t.system);

/**
 * The minimum of games a board prize asks by default: two thirds of the rounds, rounded up (the Olympiad asks 8 of
 * 11); the organiser may set another.
 */
export const defaultMinGames = (rounds: number) => Math.ceil((rounds * 2) / 3);

/** The catalogue of a team event: a board prize for each board, by performance rating, from the default minimum. */
export function boardCatalogue(t: Pick<TournamentRow, 'boardsPerMatch' | 'totalRounds'>): StaticPrizeCategory[] {
  const minGames = defaultMinGames(t.totalRounds);
  return Array.from({ length: t.boardsPerMatch ?? 0 }, (_, i) => ({
    id: `board-${i + 1}`,
    name: `Board ${i + 1}`,
    kind: 'board' as const,
    conditions: [],
    board: { number: i + 1, rankBy: 'performance' as const, minGames },
    description: `Best performance rating on board ${i + 1}, from at least ${minGames} games played over the board`,
  }));
}

/** Refuses (400) a category the tournament cannot award, naming the category, its field `at` and what is wrong. */
export function checkCategoryFits(t: Pick<TournamentRow, 'system' | 'boardsPerMatch'>, c: PrizeCategory, at: string): void {
  if (!isTeamEvent(t)) {
    if (c.kind === 'board' || c.board) throw badRequest(`${at}.kind: ${c.name}: board prizes are for team events`, `${at}.kind`);
    return;
  }
  if (c.kind !== 'board' || !c.board)
    throw badRequest(`${at}.kind: ${c.name}: a team event's prizes are board prizes (kind board, with its board)`, `${at}.kind`);
  if (c.conditions.length > 0)
    throw badRequest(`${at}.conditions: ${c.name}: a board prize has no conditions, only its board and minimum of games`, `${at}.conditions`);
  if (c.board.number > (t.boardsPerMatch ?? 0))
    throw badRequest(`${at}.board.number: ${c.name}: the matches have ${t.boardsPerMatch} boards`, `${at}.board.number`);
}

/**
 * The engine's board prizes after the last round with all its results. Players withdrawn, or of a withdrawn team,
 * win nothing. `entryOf` gives the entry id of an award's start number.
 */
export async function allocateBoards(
  tx: Tx,
  t: Pick<TournamentRow, 'id'>,
  categories: readonly PrizeCategory[],
  sharing: PrizeSharing,
): Promise<{ result: PrizeResult; entryOf: (startNumber: number) => string }> {
  const event = await readTeamEvent(tx, t.id);
  const withdrawnTeams = new Set(event.teamData.teams.filter((team) => team.withdrawn).map((team) => team.id));
  const ofWithdrawnTeam = new Set(event.teamData.members.filter((m) => withdrawnTeams.has(m.teamId)).map((m) => m.entryId));
  const excluded = event.data.entries.filter((e) => e.withdrawn || ofWithdrawnTeam.has(e.id)).map((e) => e.pairingNumber);
  const result = allocateBoardPrizes(event.tt, {
    tieMethod: sharing,
    rounds: countedTeamRounds(event.histories),
    excluded,
    categories: categories.map((c, i) => ({
      id: c.id,
      name: c.name,
      board: c.board!.number,
      priority: i + 1,
      by: c.board!.rankBy,
      minimumGames: c.board!.minGames,
      amounts: c.amounts,
    })),
  });
  const idOf = new Map(event.data.entries.map((e) => [e.pairingNumber, e.id]));
  return { result, entryOf: (n) => idOf.get(n)! };
}
