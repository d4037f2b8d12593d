import type { QueryKey } from '@tanstack/react-query';
import { endpoints, liveEvent, type LiveEvent } from '@kingside/contract';
import { endpointUrl } from '../../api/endpoint-call.js';
import { checkInKeys, claimKeys, lineupKeys, payoutKeys, playerKeys, prizeKeys, roundKeys, teamKeys, tournamentKeys } from '../../api/query-keys/tournament.js';

/**
 * The stream's address. EventSource sends no headers, so the application key (when the build has
 * one) goes in the query, which the server accepts for this stream only.
 */
export function liveUrl(tournamentId: string, appKey?: string): string {
  return endpointUrl(endpoints.live.stream, { params: { id: tournamentId }, query: { appKey: appKey || undefined } });
}

/** One event's data, or null for anything this version does not understand. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Every cached read of the tournament: what to refetch after a gap in the stream. */
export function everythingOf(tournamentId: string): QueryKey[] {
  return [
    tournamentKeys.details(tournamentId),
    roundKeys.tournament(tournamentId),
    playerKeys.lists(tournamentId),
    playerKeys.cards,
    checkInKeys.all(tournamentId),
  ];
}

/**
 * The cached reads a change makes stale (TanStack Query keys, matched as prefixes). Points move
 * with every result, so results also refresh every round's standings, the player list and cards.
 */
export function keysToRefresh(event: LiveEvent): QueryKey[] {
  const id = event.tournamentId;
  const details = tournamentKeys.details(id);
  const round = event.round;
  const standings = roundKeys.rankings(id);
  switch (event.kind) {
    case 'results':
    case 'round_closed':
      return [details, ...(round === null ? [roundKeys.tournament(id)] : [roundKeys.pairings(id, round), standings]), playerKeys.lists(id), playerKeys.cards];
    case 'paired':
    case 'reverted':
    case 'pairing_changed':
      return [
        details,
        ...(round === null ? [roundKeys.tournament(id)] : [roundKeys.pairings(id, round), roundKeys.ranking(id, round)]),
        playerKeys.lists(id),
        playerKeys.cards,
        // A team event's crosstable and team cards gain (or lose) the round's column.
        teamKeys.crosstable(id),
        teamKeys.cards(id),
      ];
    case 'pairing_started':
    case 'pairing_stopped':
      // The tournament says which round is being paired; the arbiter's page shows it and offers to cancel.
      return [details];
    case 'round_started':
      return [details, ...(round === null ? [] : [roundKeys.pairings(id, round)])];
    case 'finished':
      return [details];
    case 'players':
      // A late entry gets rows in every round so far; a withdrawal leaves the unpaired list.
      return [details, roundKeys.tournament(id), playerKeys.lists(id), playerKeys.cards];
    case 'settings':
      // Tie-breaks, point system or names may have changed: standings and points read again.
      return [details, standings, playerKeys.lists(id)];
    case 'payouts':
      // The prizes tab's winners show the payout status too.
      return [payoutKeys.tournament(id), prizeKeys.winners(id)];
    case 'result_claims':
      // A player confirmed a board's result: the arbiter's list and the players' boards read again.
      return round === null ? [roundKeys.tournament(id)] : [claimKeys.all(id, round)];
    case 'lineups':
      // A captain or an arbiter set a lineup: the round's lineups read again (the boards come with publishing).
      return round === null ? [roundKeys.tournament(id)] : [lineupKeys.round(id, round)];
    case 'check_in':
      // A check-in opened or closed, or a player's check-in or bye changed: the sheet, the player's card, the byes in the lists.
      return [checkInKeys.all(id), playerKeys.lists(id)];
    case 'resync':
      return everythingOf(id);
  }
}

/** Pause before reconnecting after the `attempt`-th failure in a row: 1 s, 2 s, 4 s … up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}
