import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { queryOf } from '../../api/calls.js';
import { tournamentCall } from '../../api/tournaments.js';
import { pageTitle } from '../layout/pageTitle.js';
import { NotFound } from './NotFound.js';
import { isNotFound, isTournamentId } from './tournamentLink.js';

/**
 * A tournament page's guard: an address that cannot name a tournament, or one the server says does not exist,
 * gets the not-found page at once instead of the page's loading state. It reads the page's own details query
 * (same key), so the server is asked nothing more, and nothing at all for an address that is not a tournament id.
 */
export function KnownTournament({ children }: { children: ReactNode }) {
  // The tournament pages name it id; the arbiter's score page, tournamentId.
  const { id: idParam, tournamentId } = useParams();
  const id = idParam ?? tournamentId ?? '';
  const valid = isTournamentId(id);
  const tournament = useQuery({
    ...queryOf(tournamentCall(id)),
    enabled: valid,
  });
  if (!valid || isNotFound(tournament.error)) return <NotFoundScreen />;
  return children;
}

/** The not-found page with its browser title, as a tournament's pages show it. */
export function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <>
      <title>{pageTitle(t`Page not found`)}</title>
      <NotFound />
    </>
  );
}

/** The screen behind the guard (the arbiter's score page, a board's result page). */
export function withKnownTournament(Screen: ComponentType): ComponentType {
  return function OfKnownTournament() {
    return (
      <KnownTournament>
        <Screen />
      </KnownTournament>
    );
  };
}
