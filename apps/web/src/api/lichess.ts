import { useQuery } from '@tanstack/react-query';
import {
  arenaStandingsResponse,
  createLichessTournamentResponse,
  lichessAccountResponse,
  lichessBulkPairingResponse,
  lichessCallbackResponse,
  lichessFollowResponse,
  lichessGameLinksResponse,
  lichessLinkResponse,
  lichessLoginResponse,
  lichessTeamsResponse,
  type CreateLichessTournamentBody,
  type LichessBulkPairingBody,
  type LichessCallbackQuery,
} from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { api } from './index.js';
import { useRefreshEntriesAndRounds } from './players.js';
import { readToken } from './token.js';

/** Where the browser keeps a lichess login under way (spec §9), read back on /connect-lichess. */
export const LICHESS_STATE_KEY = 'lichess_state';
export const LICHESS_CODE_KEY = 'lichess_code';

/** The return address given to lichess: this app's /connect-lichess page. */
export const lichessReturnAddress = () => `${window.location.origin}/connect-lichess`;

export const lichessKeys = { account: ['lichess', 'account'] as const, teams: ['lichess', 'teams'] as const };

/** Whether lichess is connected; a failure is silent (spec §8: online account lookup). */
export function useLichessAccount() {
  return useQuery({
    ...callQuery(lichessKeys.account, {
      method: 'POST',
      path: '/api/auth/get-lichess-account',
      body: { token: readToken() ?? '' },
      response: lichessAccountResponse,
    }),
    retry: false,
  });
}

export function useLichessTeams(enabled: boolean) {
  return useQuery({
    ...callQuery(lichessKeys.teams, { method: 'GET', path: '/api/tournament/lichess-teams', response: lichessTeamsResponse }),
    enabled,
    retry: false,
  });
}

/** Starts the OAuth login: keeps the references and opens lichess in a new tab (spec §4). */
export async function startLichessLogin(bulkPairing = false): Promise<void> {
  // The tab opens before the answer so the browser sees it as the click's own window, not a pop-up.
  const tab = window.open('about:blank', '_blank');
  const { data } = await api({
    method: 'POST',
    path: '/api/auth/v1/lichess_login',
    body: { user_key: readToken() ?? '', redirect_uri: lichessReturnAddress(), ...(bulkPairing ? { bulk_pairing: true } : {}) },
    response: lichessLoginResponse,
  });
  localStorage.setItem(LICHESS_STATE_KEY, data.ref_state);
  localStorage.setItem(LICHESS_CODE_KEY, data.ref_code);
  if (tab) tab.location.href = data.lichess_url;
  else window.location.href = data.lichess_url;
}

export async function finishLichessLogin(query: LichessCallbackQuery) {
  return (await api({ method: 'GET', path: '/api/auth/v1/lichess_callback', query: { ...query }, response: lichessCallbackResponse })).data;
}

export async function disconnectLichess() {
  return api({
    method: 'POST',
    path: '/api/auth/connect-lichess',
    body: { token: readToken() ?? '', lichess_username: null },
    response: lichessAccountResponse,
  });
}

export async function createLichessTournament(body: CreateLichessTournamentBody) {
  return api({ method: 'POST', path: '/api/tournament/create-lichess-tournament', body, response: createLichessTournamentResponse });
}

// Under the tournament's details and rounds, so whatever refreshes those (the live stream, a trigger) refreshes these too.
const lichessLinkKey = (tournamentId: string) => ['tournament', 'details', tournamentId, 'lichess'] as const;
const lichessGamesKey = (tournamentId: string) => ['rounds', tournamentId, 'lichess-games'] as const;

/** The tournament's Swiss or Arena on lichess; none (404) is no error to show. */
export function useLichessLink(tournamentId: string) {
  return useQuery({
    ...callQuery(lichessLinkKey(tournamentId), { method: 'GET', path: `/api/tournament/lichess-link/${tournamentId}`, response: lichessLinkResponse }),
    retry: false,
  });
}

/** The lichess game of each board played there; failures are silent (the boards show without links). */
export function useLichessGames(tournamentId: string) {
  return useQuery({
    ...callQuery(lichessGamesKey(tournamentId), { method: 'GET', path: `/api/tournament/lichess-games/${tournamentId}`, response: lichessGameLinksResponse }),
    retry: false,
  });
}

/** Read the tournament from lichess now (players, pairings, results), as the schedule does. */
export function useReadFromLichess(tournamentId: string) {
  return useCallMutation<void, typeof lichessFollowResponse>(
    () => ({ method: 'POST', path: `/api/tournament/lichess-follow/${tournamentId}`, response: lichessFollowResponse }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

/** Send a round Kingside paired to lichess, as one bulk pairing. */
export function useSendRoundToLichess(tournamentId: string) {
  return useCallMutation(
    (body: LichessBulkPairingBody) => ({
      method: 'POST',
      path: `/api/tournament/lichess-bulk-pairing/${tournamentId}`,
      body,
      response: lichessBulkPairingResponse,
    }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

/** An Arena's standings as lichess ranks them (read-only); only asked for an Arena. */
export function useArenaStandings(tournamentId: string, enabled: boolean) {
  return useQuery({
    ...callQuery([...lichessLinkKey(tournamentId), 'arena-standings'], {
      method: 'GET',
      path: `/api/tournament/lichess-arena-standings/${tournamentId}`,
      response: arenaStandingsResponse,
    }),
    enabled,
    retry: false,
  });
}
