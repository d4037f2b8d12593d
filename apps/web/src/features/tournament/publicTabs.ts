/** The views of a public tournament page, as /tournaments/{id}/{type}/{round?} names them. */
export const PUBLIC_VIEWS = ['info', 'players', 'pairings', 'standings', 'crosstable', 'prizes'] as const;
export type PublicView = (typeof PUBLIC_VIEWS)[number];

/** Each view's name, first in the browser's title ("Standings · Kingside Demo Open"). */
export const VIEW_TITLES: Record<PublicView, string> = {
  info: 'Info',
  players: 'Players',
  pairings: 'Pairings',
  standings: 'Standings',
  crosstable: 'Crosstable',
  prizes: 'Prizes',
};

/** An unknown view name shows the information tab rather than an error. */
export function viewOf(type: string | undefined): PublicView {
  return (PUBLIC_VIEWS as readonly string[]).includes(type ?? '') ? (type as PublicView) : 'info';
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
