import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RatingType } from '@kingside/contract';

/** The rating a tournament uses, as the form offers it. */
export const RATING_TYPE_LABELS: Record<RatingType, MessageDescriptor> = {
  standard: msg`Standard`,
  rapid: msg`Rapid`,
  blitz: msg`Blitz`,
};

/** The same, as a tournament's details name it ("FIDE rapid"). */
export const FIDE_RATING_LABELS: Record<RatingType, MessageDescriptor> = {
  standard: msg`FIDE standard`,
  rapid: msg`FIDE rapid`,
  blitz: msg`FIDE blitz`,
};
