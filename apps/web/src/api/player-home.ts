import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';

/**
 * Under the player cards' key, so whatever refreshes the cards (the live stream's pairings and results, an entry
 * changing) refreshes the player's home too.
 */
export const myTournamentsKey = ['players', 'details', 'my-tournaments'] as const;

/** The signed-in player's own tournaments. */
export function useMyTournaments(enabled: boolean) {
  return useQuery({ ...callQuery(myTournamentsKey, call(endpoints.playerHome.myTournaments)), enabled });
}
