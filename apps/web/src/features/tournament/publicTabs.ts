import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** The views of a public tournament page, as /tournaments/{id}/{type}/{round?} names them. */
/** A team event also has its teams and the board standings. */
export const PUBLIC_VIEWS = ['info', 'players', 'teams', 'pairings', 'standings', 'crosstable', 'boards', 'prizes'] as const;
export type PublicView = (typeof PUBLIC_VIEWS)[number];

/** Each view's name, first in the browser's title ("Standings · Kingside Demo Open"). */
export const VIEW_TITLES: Record<PublicView, MessageDescriptor> = {
  info: msg`Info`,
  players: msg`Players`,
  teams: msg`Teams`,
  pairings: msg`Pairings`,
  standings: msg`Standings`,
  crosstable: msg`Crosstable`,
  boards: msg`Board standings`,
  prizes: msg`Prizes`,
};

export const isPublicView = (type: string): type is PublicView => (PUBLIC_VIEWS as readonly string[]).includes(type);

/** The view an address names; without one, the information tab (an unknown one is the not-found page). */
export function viewOf(type: string | undefined): PublicView {
  return type !== undefined && isPublicView(type) ? type : 'info';
}

/**
 * The round an address asks for that the tournament does not have (round 99 of 7, round 0, "x"), or null when
 * it asks for none or for one that is paired: such an address says so rather than quietly showing another round.
 */
export function missingRound(param: string | undefined, currentRound: number): string | null {
  if (param === undefined) return null;
  const asked = Number(param);
  return Number.isInteger(asked) && asked >= 1 && asked <= currentRound ? null : param;
}

/** What the page says about a round it does not have. */
export function missingRoundText(asked: string, currentRound: number): string {
  if (currentRound === 0) return t`Round ${asked} does not exist in this tournament: no round is paired yet.`;
  if (currentRound === 1) return t`Round ${asked} does not exist in this tournament: only round 1 is paired so far.`;
  return t`Round ${asked} does not exist in this tournament: rounds 1 to ${currentRound} are paired so far.`;
}

/**
 * The round a by-round view shows: the one in the address when it exists, else the latest paired
 * round (what spectators came for); 0 when nothing is paired.
 */
export function roundOf(param: string | undefined, currentRound: number): number {
  const asked = Number(param);
  if (Number.isInteger(asked) && asked >= 1 && asked <= currentRound) return asked;
  return currentRound;
}

export function viewPath(id: string, view: PublicView, round?: number): string {
  if (view === 'info') return `/tournaments/${id}`;
  return round ? `/tournaments/${id}/${view}/${round}` : `/tournaments/${id}/${view}`;
}
