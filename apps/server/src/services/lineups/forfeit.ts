import { and, eq, isNotNull } from 'drizzle-orm';
import type { ForfeitedMatch, MatchForfeit } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { games, matches, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { managedTournament } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { settleRoundState } from '../core/round-state.js';
import type { UserRow } from '../core/sessions.js';
import { loadTeamEvent } from '../core/team-model.js';
import type { MatchRow, TeamRow } from '../core/team-model.js';
import { boardsOfMatch } from './boards.js';
import { loadLineupRound, playersOf, teamRefOf, type LineupRound } from './round.js';
import { words } from '../core/languages/message.js';

/**
 * Records a match forfeited as a whole (TRF-2026 330): the team with white on board 1 won it, the other, or neither.
 * Once the lineups are published its boards go, which they may only while none has a result.
 */
export async function forfeitMatch(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  round: number,
  matchId: string,
  winner: MatchForfeit,
): Promise<ForfeitedMatch> {
  return changeForfeit(ctx, user, tournamentId, round, matchId, async (tx, r, match) => {
    const [entered] = await tx
      .select({ board: games.board })
      .from(games)
      .where(and(eq(games.matchId, match.id), isNotNull(games.result)));
    if (entered) throw conflict(words('Board {board} of the match already has a result; correct the board results instead', { board: entered.board }));
    await tx.delete(games).where(eq(games.matchId, match.id));
    return { forfeit: winner, forfeitBy: user.id, forfeitAt: ctx.clock() };
  });
}

/** Undoes a whole-match forfeit; once the lineups are published the match gets its boards back from the lineups. */
export async function undoMatchForfeit(ctx: AppContext, user: UserRow, tournamentId: string, round: number, matchId: string): Promise<ForfeitedMatch> {
  return changeForfeit(ctx, user, tournamentId, round, matchId, async (tx, r, match) => {
    if (match.forfeit === null) throw conflict('The match is not forfeited');
    if (r.round.lineupsPublishedAt !== null) {
      const boards = boardsOfMatch(match, playersOf(r, match.whiteTeamId), playersOf(r, match.blackTeamId as string), r.t.boardsPerMatch);
      if (boards.length > 0) await tx.insert(games).values(boards.map((board) => ({ ...board, roundId: r.round.id, tournamentId: r.t.id })));
    }
    return { forfeit: null, forfeitBy: null, forfeitAt: null };
  });
}

type ForfeitChange = Pick<MatchRow, 'forfeit' | 'forfeitBy' | 'forfeitAt'>;

async function changeForfeit(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  round: number,
  matchId: string,
  change: (tx: Tx, r: LineupRound, match: MatchRow) => Promise<ForfeitChange>,
): Promise<ForfeitedMatch> {
  return ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: true });
    const t = await loadTeamEvent(tx, tournamentId);
    if (t.finishedAt) throw conflict('The tournament has finished');
    const r = await loadLineupRound(tx, t, round);
    const match = r.matches.find((m) => m.id === matchId);
    if (!match) throw notFound(words('Match not found in round {round}', { round }));
    if (match.blackTeamId === null) throw conflict('The pairing-allocated bye is no match to forfeit');
    if (r.round.state === 'scored') throw conflict(words('Round {round} is scored; a forfeit changes only a round still being played', { round }));
    const changed = await change(tx, r, match);
    await tx.update(matches).set(changed).where(eq(matches.id, match.id));
    await settleRoundState(ctx, tx, r.round);
    await publishChange(tx, t.id, 'results', round, ctx.clock());
    return forfeitedMatch(r, { ...match, ...changed }, changed.forfeitBy === null ? null : await nameOf(tx, changed.forfeitBy));
  });
}

async function nameOf(tx: Tx, userId: string): Promise<string | null> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

function forfeitedMatch(r: LineupRound, match: MatchRow, forfeitBy: string | null): ForfeitedMatch {
  const ref = (id: string) => teamRefOf(r.teams.get(id) as TeamRow);
  return {
    id: match.id,
    table: match.tableNumber,
    white: ref(match.whiteTeamId),
    black: match.blackTeamId === null ? null : ref(match.blackTeamId),
    forfeit: match.forfeit,
    forfeitBy,
    forfeitAt: match.forfeitAt?.toISOString() ?? null,
  };
}
