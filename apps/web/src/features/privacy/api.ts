import { useQuery } from '@tanstack/react-query';
import {
  accountDeletionResponse,
  accountExport,
  deletedTournamentResponse,
  deletedTournamentsResponse,
  envelope,
  privacyApi,
  tournamentResponse,
  type DeleteAccountBody,
} from '@kingside/contract';
import { callQuery, useCallMutation } from '../../api/calls.js';
import { api } from '../../api/index.js';
import { tournamentKeys, useRefreshTournaments } from '../../api/tournaments.js';

const withId = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));

export const privacyKeys = {
  deleted: [...tournamentKeys.all, 'deleted'] as const,
};

/** Deleted tournaments the user may still restore (organisers and admins). */
export function useDeletedTournaments(enabled = true) {
  return useQuery({ ...callQuery(privacyKeys.deleted, { ...privacyApi.deletedTournaments, response: deletedTournamentsResponse }), enabled });
}

export function useDeleteTournament() {
  return useCallMutation(
    (id: string) => ({ ...privacyApi.deleteTournament, path: withId(privacyApi.deleteTournament.path, id), response: deletedTournamentResponse }),
    useRefreshTournaments(),
  );
}

export function useRestoreTournament() {
  return useCallMutation(
    (id: string) => ({ ...privacyApi.restoreTournament, path: withId(privacyApi.restoreTournament.path, id), response: tournamentResponse }),
    useRefreshTournaments(),
  );
}

export function useDeleteAccount() {
  return useCallMutation((body: DeleteAccountBody) => ({ ...privacyApi.deleteAccount, body, response: accountDeletionResponse }));
}

/** Everything stored about the signed-in account, as the server sends it. */
export async function fetchMyData() {
  return (await api({ ...privacyApi.exportAccount, response: envelope(accountExport) })).data;
}
