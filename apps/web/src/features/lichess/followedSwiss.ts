import type { LichessLink, Tournament } from '@kingside/contract';
import { stateLabel } from '../tournament/state.js';

/** A Swiss followed from lichess: lichess pairs it and takes its absences; Kingside reads its rounds from there. */
export const isFollowedSwiss = (link: LichessLink | null | undefined): boolean => link?.kind === 'swiss';

/** Where a followed Swiss stands, in lichess's terms: before its first round it is waiting for lichess, not registering here. */
export function followedStateLabel(t: Pick<Tournament, 'state' | 'currentRound' | 'rounds'>): string {
  if (t.state === 'registration') return 'Not started on lichess';
  return `${stateLabel(t)} on lichess`;
}

export const FOLLOWED_SWISS_TEXT =
  'Lichess pairs this Swiss and its players join, pause or leave there: its rounds, pairings and results are read from lichess (every few minutes, or now with the button).';
