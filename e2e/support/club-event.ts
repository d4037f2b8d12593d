import { endpoints } from '@kingside/contract';
import type { KingsideSession } from './session.js';

/** Four club players, strongest first (pairing numbers 1–4). */
export const FOUR_PLAYERS: readonly (readonly [name: string, rating: number])[] = [
  ['Ames, Ann', 2100],
  ['Bell, Bo', 2000],
  ['Cole, Cy', 1900],
  ['Dunn, Di', 1800],
];

/**
 * A Swiss set up through the API as the organiser whose token is given, round 1 paired and started: what a test of
 * the spectators' pages starts from. `settings` adds to the create body (e.g. sharedPlaces); the tournament's id.
 */
export async function startedSwiss(kingside: KingsideSession, token: string, name: string, settings: Record<string, unknown> = {}): Promise<string> {
  const created = await kingside.call(endpoints.tournaments.create, { token, body: { name, rounds: 3, initialColour: 'w', ...settings } });
  const id = created.data.id;
  for (const [player, rating] of FOUR_PLAYERS)
    await kingside.call(endpoints.players.add, { token, params: { tournamentId: id }, body: { name: player, rating } });
  await kingside.call(endpoints.pairings.generate, { token, query: { round: 1, tournamentId: id } });
  await kingside.call(endpoints.roundTriggers.start, { token, body: { tournamentId: id } });
  return id;
}
