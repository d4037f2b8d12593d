import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { LichessLink, Tournament } from '@kingside/contract';
import { stateLabel } from '../tournament/state.js';

/** A Swiss followed from lichess: lichess pairs it and takes its absences; Kingside reads its rounds from there. */
export const isFollowedSwiss = (link: LichessLink | null | undefined): boolean => link?.kind === 'swiss';

/** Where a followed Swiss stands, in lichess's terms: before its first round it is waiting for lichess, not registering here. */
export function followedStateLabel(tournament: Pick<Tournament, 'state' | 'currentRound' | 'rounds'>): string {
  if (tournament.state === 'registration') return t`Not started on lichess`;
  const state = stateLabel(tournament);
  return t`${state} on lichess`;
}

export const FOLLOWED_SWISS_TEXT: MessageDescriptor = msg`Lichess pairs this Swiss and its players join, pause or leave there: its rounds, pairings and results are read from lichess (every few minutes, or now with the button).`;
