import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FindRatedSelfBody, type RegisterPlayerBody, type RegistrationSettingsBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { refreshEntriesAndRounds } from './players.js';
import { registrationKeys } from './query-keys/registration.js';
import { entryFeeKeys } from './query-keys/entry-fees.js';

export function useRegistrationInfo(tournamentId: string) {
  return useQuery(callQuery(registrationKeys.info(tournamentId), call(endpoints.registration.info, { params: { tournamentId } })));
}

export function useMyRegistration(tournamentId: string, signedIn: boolean) {
  return useQuery({ ...callQuery(registrationKeys.mine(tournamentId), call(endpoints.registration.mine, { params: { tournamentId } })), enabled: signedIn });
}

export function useRegistrationsOverview(tournamentId: string) {
  return useQuery(callQuery(registrationKeys.overview(tournamentId), call(endpoints.registration.overview, { params: { tournamentId } })));
}

/** A registration changes the field, the counts and the fees: all read again. */
export function useRefreshRegistration(tournamentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: entryFeeKeys.all(tournamentId) }),
      refreshEntriesAndRounds(queryClient, tournamentId),
    ]);
}

export function useRegister(tournamentId: string) {
  return useCallMutation(
    (body: RegisterPlayerBody) => call(endpoints.registration.register, { params: { tournamentId }, body }),
    useRefreshRegistration(tournamentId),
  );
}

export function useWithdrawRegistration(tournamentId: string) {
  return useCallMutation(() => call(endpoints.registration.withdraw, { params: { tournamentId } }), useRefreshRegistration(tournamentId));
}

export function useFindRatedSelf() {
  return useCallMutation((body: FindRatedSelfBody) => call(endpoints.registration.findRatedSelf, { body }));
}

export function useSaveRegistrationSettings(tournamentId: string) {
  return useCallMutation(
    (body: RegistrationSettingsBody) => call(endpoints.registration.settings, { params: { tournamentId }, body }),
    useRefreshRegistration(tournamentId),
  );
}

export function useApproveRegistration(tournamentId: string) {
  return useCallMutation(
    (registrationId: string) => call(endpoints.registration.approve, { params: { registrationId } }),
    useRefreshRegistration(tournamentId),
  );
}

export function useDeclineRegistration(tournamentId: string) {
  return useCallMutation(
    (registrationId: string) => call(endpoints.registration.decline, { params: { registrationId } }),
    useRefreshRegistration(tournamentId),
  );
}
