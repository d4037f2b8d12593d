import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ByeRequestBody, type CheckInSettingsBody, type OpenCheckInBody } from '@kingside/contract';
import { ApiRequestError } from './client.js';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { checkInKeys, playerKeys } from './query-keys/tournament.js';

/** The signed-in player's own check-in; a 404 (no entry in the tournament) is an answer, not a failure to retry. */
export function useMyCheckIn(tournamentId: string, entered: boolean) {
  return useQuery({
    ...callQuery(checkInKeys.mine(tournamentId), call(endpoints.checkIn.mine, { params: { id: tournamentId } })),
    enabled: entered,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
}

export function useCheckInSheet(tournamentId: string) {
  return useQuery(callQuery(checkInKeys.sheet(tournamentId), call(endpoints.checkIn.sheet, { params: { id: tournamentId } })));
}

/** A check-in or bye changes the sheet, the player's card and the byes the player list shows. */
function useRefresh(tournamentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checkInKeys.all(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: playerKeys.lists(tournamentId) }),
    ]);
}

export function useCheckIn(tournamentId: string) {
  return useCallMutation(
    ({ entryId, present }: { entryId: string; present: boolean }) => call(endpoints.checkIn.checkIn, { params: { entryId }, body: { present } }),
    useRefresh(tournamentId),
  );
}

export function useByeRequest(tournamentId: string) {
  return useCallMutation(
    ({ entryId, ...body }: ByeRequestBody & { entryId: string }) => call(endpoints.checkIn.bye, { params: { entryId }, body }),
    useRefresh(tournamentId),
  );
}

export function useSaveCheckInSettings(tournamentId: string) {
  return useCallMutation((body: CheckInSettingsBody) => call(endpoints.checkIn.settings, { params: { id: tournamentId }, body }), useRefresh(tournamentId));
}

export function useOpenCheckIn(tournamentId: string) {
  return useCallMutation((body: OpenCheckInBody) => call(endpoints.checkIn.open, { params: { id: tournamentId }, body }), useRefresh(tournamentId));
}

export function useCloseCheckIn(tournamentId: string) {
  return useCallMutation(() => call(endpoints.checkIn.close, { params: { id: tournamentId } }), useRefresh(tournamentId));
}
