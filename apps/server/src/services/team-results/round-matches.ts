import type { RoundMatches } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { cachedTeamEvent } from '../core/standings/team-cache.js';
import { roundMatchesOf } from '../core/standings/team-matches.js';

/** A round's matches by table, with each team's score before the round and, once published, the boards. */
export async function roundMatches(ctx: AppContext, tournamentId: string, round: number): Promise<RoundMatches> {
  return roundMatchesOf(await cachedTeamEvent(ctx, tournamentId), round);
}
