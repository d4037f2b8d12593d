import { createRoutesFromChildren, matchRoutes } from 'react-router';
import { appRouteTree } from '../../router.js';
import { PUBLIC_VIEWS } from '../tournament/publicTabs.js';
import { isTournamentId } from './tournamentLink.js';

const routes = createRoutesFromChildren(appRouteTree);

const uuid = isTournamentId;
const positiveInteger = (value: string) => /^[1-9]\d{0,5}$/.test(value);

/**
 * What each path parameter can be at all. An address whose parameter cannot be one (a tournament id that is no
 * uuid, round "x", a view that does not exist) is no page, whatever the database holds.
 */
const parameterRules: Record<string, (value: string) => boolean> = {
  id: uuid,
  tournamentId: uuid,
  round: positiveInteger,
  board: positiveInteger,
  table: positiveInteger,
  teamId: uuid,
  type: (value) => (PUBLIC_VIEWS as readonly string[]).includes(value),
};

/**
 * The HTTP status of the page at `pathname`, as far as the address alone tells: 404 for an address no route of the
 * app takes (the router's catch-all), or whose parameters cannot name anything. The server sends it with the page.
 */
export function pageStatus(pathname: string): 200 | 404 {
  const matches = matchRoutes(routes, pathname);
  const page = matches?.at(-1);
  if (!page || page.route.path === '*') return 404;
  for (const [name, value] of Object.entries(page.params)) {
    const allowed = parameterRules[name];
    if (value !== undefined && allowed && !allowed(value)) return 404;
  }
  return 200;
}
