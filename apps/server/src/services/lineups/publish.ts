import { eq } from 'drizzle-orm';
import type { RoundLineups } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { games, rounds } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { managedTournament } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import type { UserRow } from '../core/sessions.js';
import { loadTeamEvent } from '../core/team-model.js';
import { boardsOfMatch } from './boards.js';
import { callerOf, loadLineupRound, playersOf, type LineupRound } from './round.js';
import { readRoundLineups } from './view.js';
import { words } from '../core/languages/message.js';

/**
 * Publishes a round's lineups: every match gets its boards from the two teams' lineups (a team without one plays
 * its first N available players), a match forfeited as a whole gets none. From then on the round is started and
 * its results entered board by board, as in an individual event; the lineups no longer change.
 */
export async function publishLineups(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<RoundLineups> {
  return ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: true });
    const t = await loadTeamEvent(tx, tournamentId);
    if (t.finishedAt) throw conflict('The tournament has finished');
    const r = await loadLineupRound(tx, t, round);
    if (r.round.lineupsPublishedAt !== null) throw conflict(words('The lineups of round {round} are already published', { round }));
    const now = ctx.clock();
    const boards = r.matches.flatMap((match) =>
      match.forfeit !== null
        ? []
        : boardsOfMatch(match, available(r, match.whiteTeamId), match.blackTeamId === null ? [] : available(r, match.blackTeamId), t.boardsPerMatch),
    );
    if (boards.length > 0) await tx.insert(games).values(boards.map((board) => ({ ...board, roundId: r.round.id, tournamentId: t.id })));
    await tx.update(rounds).set({ lineupsPublishedAt: now }).where(eq(rounds.id, r.round.id));
    await publishChange(tx, t.id, 'pairing_changed', round, now);
    return readRoundLineups(tx, await loadLineupRound(tx, t, round), await callerOf(tx, user, t), now);
  });
}

/** The team's lineup less anyone who withdrew since it was set: the players below move up. */
function available(r: LineupRound, teamId: string): string[] {
  const roster = new Map((r.rosters.get(teamId) ?? []).map((m) => [m.entryId, m]));
  return playersOf(r, teamId).filter((id) => roster.get(id)?.available === true);
}
