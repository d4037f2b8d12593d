import { useQuery } from '@tanstack/react-query';
import { endpoints, type DeleteAccountBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { api } from './index.js';
import { useRefreshTournaments } from './tournaments.js';
import { privacyKeys } from './query-keys/privacy.js';

/** Deleted tournaments the user may still restore (organisers and admins). */
export function useDeletedTournaments(enabled = true) {
  return useQuery({ ...callQuery(privacyKeys.deleted, call(endpoints.privacy.deletedTournaments)), enabled });
}

export function useDeleteTournament() {
  return useCallMutation((id: string) => call(endpoints.privacy.deleteTournament, { params: { id } }), useRefreshTournaments());
}

export function useRestoreTournament() {
  return useCallMutation((id: string) => call(endpoints.privacy.restoreTournament, { params: { id } }), useRefreshTournaments());
}

export function useDeleteAccount() {
  return useCallMutation((body: DeleteAccountBody) => call(endpoints.privacy.deleteAccount, { body }));
}

/** Everything stored about the signed-in account, as the server sends it. */
export async function fetchMyData() {
  return (await api(call(endpoints.privacy.exportAccount))).data;
}
