import { matchPath } from 'react-router';
import type { CachedCall } from '../api/calls.js';
import { lichessGamesCall, lichessLinkCall } from '../api/lichess-link.js';
import { publicPrizeListCall } from '../api/prize-list.js';
import { pairingsCall, rankingCall } from '../api/rounds.js';
import { publicTournamentsCall } from '../api/tournaments.js';
import { roundOf } from '../features/tournament/publicTabs.js';
import { PAGE_SIZE } from '../features/tournament/usePagedTournaments.js';

/**
 * The public pages the server renders with their data, so a phone on a hall's Wi-Fi sees them before the
 * scripts arrive. Every other page, and the other views of a tournament (built with antd), render in the browser.
 */
export type ServerRenderedPage = { page: 'tournaments' } | { page: 'tournament'; id: string; view: 'info' | 'pairings' | 'standings'; round?: string };

const serverRenderedViews = ['pairings', 'standings'] as const;
const isServerRenderedView = (type: string): type is (typeof serverRenderedViews)[number] => (serverRenderedViews as readonly string[]).includes(type);

/** The server-rendered page at `pathname` (the router's own patterns, src/router.tsx), or null. */
export function serverRenderedPage(pathname: string): ServerRenderedPage | null {
  if (matchPath('/tournaments', pathname)) return { page: 'tournaments' };
  const info = matchPath('/tournaments/:id', pathname);
  if (info?.params.id) return { page: 'tournament', id: info.params.id, view: 'info' };
  const view = matchPath('/tournaments/:id/:type/:round?', pathname);
  const { id, type, round } = view?.params ?? {};
  if (id && type && isServerRenderedView(type)) return { page: 'tournament', id, view: type, round };
  return null;
}

/** What the tournament list's first render reads: the first page of every public tournament. */
export function tournamentListCalls(): CachedCall<unknown>[] {
  return [publicTournamentsCall({}, PAGE_SIZE, 0)];
}

/** What a tournament page's first render reads beyond the tournament's details, which decide the round shown. */
export function tournamentPageCalls(page: Extract<ServerRenderedPage, { page: 'tournament' }>, currentRound: number): CachedCall<unknown>[] {
  const calls: CachedCall<unknown>[] = [publicPrizeListCall(page.id), lichessLinkCall(page.id)];
  const round = roundOf(page.round, currentRound);
  if (page.view === 'pairings') calls.push(lichessGamesCall(page.id), ...(round >= 1 ? [pairingsCall(page.id, round)] : []));
  if (page.view === 'standings' && round >= 1) calls.push(rankingCall(page.id, round));
  return calls;
}
