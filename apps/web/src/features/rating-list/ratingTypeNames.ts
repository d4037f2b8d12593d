import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RatingType } from '@kingside/contract';

/** The FIDE list's three ratings, by the name a person reads. */
export const RATING_TYPE_NAMES: Record<RatingType, MessageDescriptor> = {
  standard: msg({ message: 'Standard', context: 'FIDE rating' }),
  rapid: msg({ message: 'Rapid', context: 'FIDE rating' }),
  blitz: msg({ message: 'Blitz', context: 'FIDE rating' }),
};
