import type { FidePlayersPage } from '@kingside/contract';

/**
 * What a search of the list found, in a heading and what shows when the list is empty: with no list imported here
 * nobody can be found on it, whatever the spelling.
 */
export function searchOutcome(found: Pick<FidePlayersPage, 'list' | 'total'>): { title: string; empty: string } {
  if (found.list === null) {
    return {
      title: 'No FIDE rating list has been imported here',
      empty: 'So there is no record to find yet: register without one; the organiser can add your FIDE details.',
    };
  }
  return {
    title: found.total === 0 ? `Nobody found on the FIDE list of ${found.list.listDate}` : 'Is one of these you?',
    empty: 'Try another spelling, or your FIDE id, or register without a rating-list record.',
  };
}
