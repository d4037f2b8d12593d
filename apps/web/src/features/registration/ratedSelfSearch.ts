import { t } from '@lingui/core/macro';
import type { FidePlayersPage } from '@kingside/contract';

/**
 * What a search of the list found, in a heading and what shows when the list is empty: with no list imported here
 * nobody can be found on it, whatever the spelling.
 */
export function searchOutcome(found: Pick<FidePlayersPage, 'list' | 'total'>): { title: string; empty: string } {
  if (found.list === null) {
    return {
      title: t`No FIDE rating list has been imported here`,
      empty: t`So there is no record to find yet: register without one; the organiser can add your FIDE details.`,
    };
  }
  const listDate = found.list.listDate;
  return {
    title: found.total === 0 ? t`Nobody found on the FIDE list of ${listDate}` : t`Is one of these you?`,
    empty: t`Try another spelling, or your FIDE id, or register without a rating-list record.`,
  };
}
