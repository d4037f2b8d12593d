import { useQuery } from '@tanstack/react-query';
import {
  endpoints,
  type CreateLichessTournamentBody,
  type LichessBulkPairingBody,
  type LichessCallbackQuery,
  type UpdateLichessTournamentBody,
} from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { api } from './index.js';
import { useRefreshEntriesAndRounds } from './players.js';
import { readToken } from './token.js';
import { lichessKeys } from './query-keys/lichess.js';

/** Where the browser keeps a lichess login under way (local storage), read back on /connect-lichess. */
export const LICHESS_STATE_KEY = 'lichess_state';
export const LICHESS_CODE_KEY = 'lichess_code';

/** The return address given to lichess: this app's /connect-lichess page. */
export const lichessReturnAddress = () => `${window.location.origin}/connect-lichess`;

/** Whether lichess is connected; a failure is silent, as every lookup of an online account is. */
export function useLichessAccount() {
  return useQuery({
    ...callQuery(lichessKeys.account, call(endpoints.lichess.account, { body: { token: readToken() ?? '' } })),
    retry: false,
  });
}

export function useLichessTeams(enabled: boolean) {
  return useQuery({
    ...callQuery(lichessKeys.teams, call(endpoints.lichess.teams)),
    enabled,
    retry: false,
  });
}

/** Starts the OAuth login: keeps the references and opens lichess in a new tab. */
export async function startLichessLogin(bulkPairing = false): Promise<void> {
  // The tab opens before the answer so the browser sees it as the click's own window, not a pop-up.
  const tab = window.open('about:blank', '_blank');
  const { data } = await api(
    call(endpoints.lichess.login, {
      body: { user_key: readToken() ?? '', redirect_uri: lichessReturnAddress(), ...(bulkPairing ? { bulk_pairing: true } : {}) },
    }),
  );
  localStorage.setItem(LICHESS_STATE_KEY, data.ref_state);
  localStorage.setItem(LICHESS_CODE_KEY, data.ref_code);
  if (tab) tab.location.href = data.lichess_url;
  else window.location.href = data.lichess_url;
}

export async function finishLichessLogin(query: LichessCallbackQuery) {
  return (await api(call(endpoints.lichess.callback, { query }))).data;
}

export async function disconnectLichess() {
  return api(call(endpoints.lichess.connect, { body: { token: readToken() ?? '', lichess_username: null } }));
}

export async function createLichessTournament(body: CreateLichessTournamentBody) {
  return api(call(endpoints.lichess.createTournament, { body }));
}

/** Read the tournament from lichess now (players, pairings, results), as the schedule does. */
export function useReadFromLichess(tournamentId: string) {
  return useCallMutation(() => call(endpoints.lichess.follow, { params: { id: tournamentId } }), useRefreshEntriesAndRounds(tournamentId));
}

/** Send a round Kingside paired to lichess, as one bulk pairing. */
export function useSendRoundToLichess(tournamentId: string) {
  return useCallMutation(
    (body: LichessBulkPairingBody) => call(endpoints.lichess.bulkPairing, { params: { id: tournamentId }, body }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

/** The tournament's Swiss or Arena as lichess has it now: what the edit form starts from (read afresh each time it opens). */
export function useLichessSettings(tournamentId: string, enabled: boolean) {
  return useQuery({
    ...callQuery(lichessKeys.settings(tournamentId), call(endpoints.lichessUpdate.settings, { params: { id: tournamentId } })),
    enabled,
    retry: false,
    gcTime: 0,
  });
}

/** Edits the Swiss or Arena on lichess; the tournament here mirrors the change (name, time control, rounds). */
export function useUpdateLichessTournament(tournamentId: string) {
  return useCallMutation(
    (body: UpdateLichessTournamentBody) => call(endpoints.lichessUpdate.updateTournament, { params: { id: tournamentId }, body }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}
