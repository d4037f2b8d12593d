import { t } from '@lingui/core/macro';
import type { RatedPlayer } from '@kingside/contract';
import { titleText } from '../rating-list/importProgress.js';

/** One line of a rating-list record: what the player checks is theirs. */
export const recordLine = (p: RatedPlayer) => {
  const { fideId, birthYear } = p;
  const rating = p.standard.rating;
  return [
    titleText(p.title, p.womanTitle),
    p.name,
    t`FIDE id ${fideId}`,
    p.federation,
    birthYear === null ? null : t`born ${birthYear}`,
    rating === null ? t`unrated` : t`rated ${rating}`,
  ]
    .filter(Boolean)
    .join(' · ');
};
